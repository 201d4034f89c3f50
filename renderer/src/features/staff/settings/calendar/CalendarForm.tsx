import type { FormEvent, ReactNode } from 'react';

interface CalendarFormProps {
  id: string;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(): void;
  children: ReactNode;
  /** What follows the button (the bookings a saved date leaves out). */
  after?: ReactNode;
}

/** One of the calendar's forms: named by its heading, sent with its button. */
export function CalendarForm({ id, title, submitLabel, pending, onSubmit, children, after }: CalendarFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="font-display text-xl font-bold text-ink first-letter:uppercase">
        {title}
      </h3>
      {children}
      <button type="submit" className="button min-h-11 justify-self-end" disabled={pending}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}
