/** Small pieces the booking form repeats: the mandatory mark, numbered steps, selects and error lines. */
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { controlClass } from '../../../components/ui/Field';

/** The privacy policy promises that fields marked * are mandatory; screen readers hear aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-brand">
      *
    </span>
  );
}

interface StepProps {
  number: number;
  title: string;
  children: ReactNode;
}

/** One group of the form (when, where, who), numbered so the diner sees how far there is to go. */
export function Step({ number, title, children }: StepProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4 flex items-center gap-3 font-display text-xl font-semibold text-ink">
        <span aria-hidden className="grid size-8 place-items-center rounded-full bg-brand font-sans text-sm font-bold text-white">
          {number}
        </span>
        {title}
      </legend>
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}

/** The phone's own picker, styled like the other controls; the chevron says it opens. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={clsx(controlClass, 'cursor-pointer appearance-none pr-9', className)}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-2.5 size-5 -translate-y-1/2 text-muted" />
    </div>
  );
}

/** An error line that is announced when its text appears (it stays in the page, empty, until then). */
export function ErrorLine({ id, message }: { id?: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}
