import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ErrorLine, RequiredMark } from './form-parts';

interface PrivacyFieldProps {
  field: UseFormRegisterReturn<'privacyAccepted'>;
  error: string | undefined;
}

/** The privacy consent; the policy opens in a new tab so the half-filled form stays where it is. */
export function PrivacyField({ field, error }: PrivacyFieldProps) {
  const errorId = useId();
  return (
    <div className="grid gap-1.5">
      <label className="-mx-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-stone-50">
        <input {...field} type="checkbox" aria-required aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand" />
        <span className="text-sm text-ink">
          He leído y acepto la{' '}
          <a href="/politica-privacidad" target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-2">
            Política de Privacidad
            <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-0.125em]" />
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
          <RequiredMark />
        </span>
      </label>
      <ErrorLine id={errorId} message={error} />
    </div>
  );
}
