import clsx from 'clsx';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { bookingWindow, serviceDate } from '../../../../../shared/schedule';
import { Field } from '../../../components/ui/Field';
import { calendarChunk } from './chunks';
import { formatLongDate } from './dates';
import { RequiredMark } from './form-parts';
import { useChunk } from './use-chunk';

interface DateFieldProps {
  value: string;
  onChange(date: string): void;
  error: string | undefined;
  /** The diner's clock, read by the form on this render. */
  now: Date;
  /** Lets the form focus the field when it is the first one wrong. */
  buttonRef(element: HTMLButtonElement | null): void;
  /** Dates that cannot be booked online (closed, paused), with the reason. */
  unavailable: ReadonlyMap<string, string>;
}

/**
 * The date picker: a button that unfolds the calendar in place, under it. Inline rather than a
 * floating popover: nothing to position or clip on a small screen, and the calendar (loaded on
 * demand) pushes the next fields down instead of covering them.
 */
export function DateField({ value, onChange, error, now, buttonRef, unavailable }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const valueId = useId();
  const trigger = useRef<HTMLButtonElement | null>(null);
  const calendar = useChunk(calendarChunk, open);
  const Calendar = calendar.module?.default;
  const bookable = bookingWindow(now);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <Field
      label={
        <>
          Fecha <RequiredMark />
        </>
      }
      error={error}
    >
      {(control, labelId) => (
        <div className="grid gap-2">
          <button
            {...control}
            ref={(element) => {
              trigger.current = element;
              buttonRef(element);
            }}
            type="button"
            // Named by the label and the text it shows, so a voice user can say what they see.
            aria-labelledby={`${labelId} ${valueId}`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((isOpen) => !isOpen)}
            className={clsx(
              'flex min-h-12 w-full items-center gap-2 rounded-lg border bg-white px-3 py-2 text-left text-base shadow-sm',
              'border-stone-300 hover:border-stone-400 aria-[invalid=true]:border-red-600',
              open && 'border-brand ring-2 ring-brand/30',
            )}
          >
            <CalendarDays aria-hidden className="size-5 shrink-0 text-brand" />
            <span id={valueId} className={clsx('flex-1 first-letter:uppercase', value ? 'font-medium text-ink' : 'text-stone-500')}>
              {value ? formatLongDate(value) : 'Elige un día'}
            </span>
            <ChevronDown aria-hidden className={clsx('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')} />
          </button>
          {open && (
            <div id={panelId} onKeyDown={closeOnEscape} className="rounded-xl border border-stone-200 bg-white px-1 py-2 shadow-sm sm:px-3">
              {Calendar ? (
                <Calendar
                  value={value}
                  first={bookable.first}
                  last={bookable.last}
                  today={serviceDate(now)}
                  unavailable={unavailable}
                  onPick={(date) => {
                    onChange(date);
                    close();
                  }}
                />
              ) : calendar.failed ? (
                <p role="alert" className="flex flex-wrap items-center gap-2 p-3 text-sm text-red-700">
                  No se pudo cargar el calendario.
                  <button type="button" className="button-secondary button min-h-11 px-4 text-sm" onClick={calendar.retry}>
                    Reintentar
                  </button>
                </p>
              ) : (
                <p role="status" className="p-6 text-center text-sm text-muted">
                  Cargando calendario…
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
