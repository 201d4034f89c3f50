import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { OFFSITE_FILE_EXTENSION, PASSPHRASE_HEADER } from '../../../../../shared/schemas/offsite-copy';
import { controlClass, Field } from '../../../components/ui/Field';
import { sendFile } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { serverIsBack } from '../../../lib/server-back';
import { SIGN_IN } from './copy';
import { GateCard } from './GateCard';

const C = SIGN_IN.restore;

/**
 * 'Restaurar una copia' on a new install: a file of 'Copia fuera del local' and its passphrase. The
 * server checks both before anything changes (a wrong passphrase or a damaged file says so), then
 * restores it and comes back; the owner then chooses this PC's staff password.
 */
export function RestoreCopyCard({ onBack, onRestored }: { onBack(): void; onRestored(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [tried, setTried] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const queryClient = useQueryClient();
  const restore = useMutation({
    // Percent-encoded: a header carries Latin-1 only, and the passphrase may hold any character.
    mutationFn: (chosen: File) => sendFile(apiRoutes.offsiteCopy.restoreOnFirstRun, chosen, { [PASSPHRASE_HEADER]: encodeURIComponent(passphrase) }),
    onSuccess: async () => {
      setRestoring(true);
      await serverIsBack();
      // Everything read before is of the empty install: the venue's name, what is still to set up.
      await queryClient.invalidateQueries();
      onRestored();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (file && passphrase) restore.mutate(file);
  };
  const busy = restore.isPending || restoring;

  return (
    <GateCard title={C.title} intro={C.intro} icon={<DatabaseBackup className="size-6" />} onSubmit={submit}>
      <Field label={C.file} error={tried && !file ? C.fileRequired : undefined}>
        {(control) => <input {...control} type="file" accept={OFFSITE_FILE_EXTENSION} disabled={busy} onChange={(event) => setFile(event.target.files?.[0] ?? null)} className={controlClass} />}
      </Field>
      <Field label={C.passphrase} error={tried && !passphrase ? C.passphraseRequired : undefined}>
        {(control) => <input {...control} type="password" autoComplete="off" disabled={busy} value={passphrase} onChange={(event) => setPassphrase(event.target.value)} className={controlClass} />}
      </Field>
      {restore.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureReason(restore.error) || C.failed}
        </p>
      )}
      {restoring && (
        <p role="status" className="font-semibold text-ink">
          {C.restoring}
        </p>
      )}
      <button type="submit" className="button w-full" disabled={busy}>
        {restore.isPending && !restoring ? C.submitting : C.submit}
      </button>
      <button type="button" className="justify-self-center text-sm font-medium text-brand underline-offset-4 hover:underline" disabled={busy} onClick={onBack}>
        {C.back}
      </button>
    </GateCard>
  );
}
