import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { VENUE_TIME_ZONE } from '../../../../../shared/madrid-time';
import { BACKUP_KIND_LABELS, type BackupEntry } from '../../../../../shared/schemas/backup';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call, staffDownload } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { OffsiteCopyPanel } from './OffsiteCopyPanel';
import { RestoreDialog } from './RestoreDialog';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.backups;
const KEY = queryKeys.settings.backups;

const when = new Intl.DateTimeFormat('es-ES', { timeZone: VENUE_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });
const megabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const size = (bytes: number) => `${megabytes.format(bytes / 1_000_000)} MB`;

function BackupRow({ backup }: { backup: BackupEntry }) {
  const toasts = useToast();
  const date = when.format(new Date(backup.createdAt));
  const download = useMutation({
    mutationFn: () => staffDownload(`/api/admin/backups/${backup.id}/download`, `copia-${backup.id}.zip`),
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-paper px-4 py-3 ring-1 ring-stone-200">
      <div>
        <p className="font-semibold text-ink first-letter:uppercase">{date}</p>
        <p className="text-sm text-muted">
          {BACKUP_KIND_LABELS[backup.kind]} · {size(backup.sizeBytes)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="button button-secondary min-h-11" aria-label={C.download(date)} disabled={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden className="size-4" />
          {C.downloadLabel}
        </button>
        <RestoreDialog id={backup.id} date={date} />
      </div>
    </li>
  );
}

/** 'Copias de seguridad': the copies kept, 'Copia de seguridad ahora', each one to download, and the copy outside the venue. */
export function BackupsSection() {
  const list = useQuery({ queryKey: KEY, queryFn: () => call(apiRoutes.settings.backups) });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const take = useMutation({
    mutationFn: () => call(apiRoutes.settings.backUpNow),
    onSuccess: () => {
      // The off-site file follows in the background: its outcome comes on the live stream ('offsite-copy-changed').
      void queryClient.invalidateQueries({ queryKey: KEY });
      toasts.show({ title: C.taken });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  return (
    <SettingsSection id={SETTINGS_SECTIONS.backups} title={C.title} intro={C.intro}>
      <button type="button" className="button min-h-11 w-fit justify-self-end" disabled={take.isPending} onClick={() => take.mutate()}>
        {take.isPending ? C.taking : C.now}
      </button>
      <QueryView query={list} loading={C.loading} failed={C.loadFailed}>
        {({ backups, nextNightly }) => (
          <>
            <p className="text-sm text-muted">{C.next(when.format(new Date(nextNightly)))}</p>
            {backups.length === 0 ? (
              <p className="text-ink">{C.empty}</p>
            ) : (
              <ul aria-label={C.title} className="grid gap-2">
                {backups.map((backup) => (
                  <BackupRow key={backup.id} backup={backup} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
      <OffsiteCopyPanel />
    </SettingsSection>
  );
}
