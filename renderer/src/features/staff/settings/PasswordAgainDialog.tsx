import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { controlClass, Field } from '../../../components/ui/Field';
import { Dialog } from '../../../components/ui/Dialog';
import { failureReason } from '../../../lib/failure-messages';
import { SETTINGS } from './copy';

interface PasswordAgainDialogProps {
  /** The button that opens it, and its accessible name where the label alone is ambiguous in a list. */
  label: string;
  ariaLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Sends the request with the password typed; its error shows under the field. */
  action: UseMutationResult<unknown, Error, string>;
  /** Shown in place of the form once the action succeeded, the dialog kept open (the page reloads by itself); without it, the dialog closes. */
  done?: ReactNode;
}

/**
 * A step a stolen session must not be enough for (restoring a copy, where copies go): what it does,
 * said before it happens, and the staff password again.
 */
export function PasswordAgainDialog({ label, ariaLabel, title, description, confirmLabel, action, done }: PasswordAgainDialogProps) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      action.reset();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(password, { onSuccess: () => done === undefined && close(false) });
  };
  const finished = action.isSuccess && done !== undefined;

  return (
    <>
      <button type="button" className="button button-secondary min-h-11" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        open={open}
        // Once it has run there is nothing to go back to.
        onOpenChange={(next) => !finished && close(next)}
        title={title}
        description={description}
      >
        {finished ? (
          <p role="status" className="font-semibold text-ink">
            {done}
          </p>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <Field label={SETTINGS.passwordAgain.label} error={action.error ? failureReason(action.error) : undefined}>
              {(control) => <input {...control} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} className={controlClass} />}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="button button-secondary" onClick={() => close(false)}>
                {SETTINGS.passwordAgain.cancel}
              </button>
              <button type="submit" className="button bg-red-700 hover:bg-red-800" disabled={action.isPending}>
                {confirmLabel}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
