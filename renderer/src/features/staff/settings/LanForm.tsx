import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanView } from '../../../../../shared/schemas/lan';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.lan;
const KEY = queryKeys.settings.lan;

function LanSettings({ view }: { view: LanView }) {
  const queryClient = useQueryClient();
  const toasts = useToast();
  const change = useMutation({
    mutationFn: (enabled: boolean) => call(apiRoutes.settings.saveLan, { body: { enabled } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      toasts.show({ title: answer.enabled ? C.opened : C.closed });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  return (
    <SettingsSection id={SETTINGS_SECTIONS.lan} title={C.title} intro={C.intro}>
      {view.fixedByHost ? (
        <p className="text-sm text-muted">{C.fixedByHost}</p>
      ) : (
        <label className="flex min-h-11 w-fit items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={change.isPending ? change.variables : view.enabled}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
          {C.toggle}
        </label>
      )}
      {view.enabled && (
        <div className="grid gap-1 rounded-lg bg-paper px-4 py-3 ring-1 ring-stone-200">
          {view.addresses.length > 0 ? (
            <>
              <p className="font-semibold text-ink">{C.addresses}</p>
              <ul className="grid gap-1">
                {view.addresses.map((address) => (
                  <li key={address} className="font-mono text-ink wrap-anywhere">
                    {address}
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted">{C.windowsHint}</p>
            </>
          ) : (
            <p className="text-ink">{C.noNetwork}</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}

/** 'Tabletas del local': the dashboard opened to the restaurant's own network, with the addresses to type on a tablet. */
export function LanForm() {
  const view = useQuery({ queryKey: KEY, queryFn: () => call(apiRoutes.settings.lan) });
  return (
    <QueryView query={view} loading={C.loading} failed={C.loadFailed}>
      {(loaded) => <LanSettings view={loaded} />}
    </QueryView>
  );
}
