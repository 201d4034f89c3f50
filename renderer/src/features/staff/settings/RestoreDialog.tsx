import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { controlClass, Field } from '../../../components/ui/Field';
import { Dialog } from '../../../components/ui/Dialog';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { reloadWhenServerIsBack } from '../../../lib/server-back';
import { SETTINGS } from './copy';

const C = SETTINGS.backups;

/**
 * 'Restaurar': what the copy undoes, said before it happens, and the staff password again. Once the
 * server has the request, the page waits for it to come back and reloads.
 */
export function RestoreDialog({ id, date }: { id: string; date: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const restore = useMutation({
    mutationFn: () => call(apiRoutes.settings.restore, { params: { id }, body: { password } }),
    onSuccess: () => void reloadWhenServerIsBack(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    restore.mutate();
  };
  const error = restore.error ? failureReason(restore.error) : undefined;

  return (
    <>
      <button type="button" className="button button-secondary min-h-11" aria-label={C.restore(date)} onClick={() => setOpen(true)}>
        {C.restoreLabel}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Once the restore runs there is nothing to go back to: the page reloads by itself.
          if (restore.isSuccess) return;
          setOpen(next);
          if (!next) {
            setPassword('');
            restore.reset();
          }
        }}
        title={C.restoreTitle}
        description={C.restoreWarning(date)}
      >
        {restore.isSuccess ? (
          <p role="status" className="font-semibold text-ink">
            {C.restoring}
          </p>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <Field label={C.restorePassword} error={error}>
              {(control) => (
                <input {...control} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} className={controlClass} />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
                {C.restoreCancel}
              </button>
              <button type="submit" className="button bg-red-700 hover:bg-red-800" disabled={restore.isPending}>
                {C.restoreConfirm}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
