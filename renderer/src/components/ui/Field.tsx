import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The message shown under the control and announced to screen readers. */
  error?: string;
  hint?: ReactNode;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }, labelId: string): ReactNode;
}

/** A labelled form control with its error wired to aria-describedby and announced when it appears. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy }, labelId)}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p id={errorId} role="alert" className="min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Shared look of text inputs and selects: tall enough to hit with a thumb, 16 px so iOS does not zoom. */
export const controlClass =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-[invalid=true]:border-red-600 disabled:bg-stone-100 disabled:text-stone-500';
