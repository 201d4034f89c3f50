/** The month grid of the date picker, in its own chunk: react-day-picker and date-fns's `es` load when it opens. */
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { fromIsoDate, toIsoDate, weekdayLetter } from './dates';

/** The locale types its labels as text or function; Spanish's day label is a function. */
const spanishDayLabel = typeof es.labels?.labelDayButton === 'function' ? es.labels.labelDayButton : undefined;

interface CalendarPanelProps {
  /** The chosen day, YYYY-MM-DD, or empty. */
  value: string;
  /** The booking window's first and last days. */
  first: string;
  last: string;
  /** The venue's today (before 03:00, still yesterday), not the phone's. */
  today: string;
  /** Dates that cannot be booked online, with the reason: disabled, the reason read out with the day. */
  unavailable: ReadonlyMap<string, string>;
  onPick(date: string): void;
}

export default function CalendarPanel({ value, first, last, today, unavailable, onPick }: CalendarPanelProps) {
  const firstDay = fromIsoDate(first);
  const lastDay = fromIsoDate(last);
  const selected = value ? fromIsoDate(value) : undefined;
  const closed = [...unavailable.keys()].map(fromIsoDate);
  return (
    <DayPicker
      className="booking-calendar"
      mode="single"
      required
      selected={selected}
      onSelect={(day) => onPick(toIsoDate(day))}
      // Spanish names and labels ('Ir al mes siguiente'), weeks from Monday, letters L M X J V S D.
      locale={es}
      weekStartsOn={1}
      formatters={{ formatWeekdayName: weekdayLetter }}
      today={fromIsoDate(today)}
      defaultMonth={selected ?? firstDay}
      startMonth={firstDay}
      endMonth={lastDay}
      disabled={[{ before: firstDay }, { after: lastDay }, ...closed]}
      modifiers={{ unavailable: closed }}
      // Spanish's own label ('Hoy, martes, 24 de noviembre de 2026'), with the reason a day cannot be booked.
      labels={{
        labelDayButton: (day, modifiers, options, dateLib) => {
          const label = spanishDayLabel?.(day, modifiers, options, dateLib) ?? '';
          return modifiers.unavailable ? `${label}. ${unavailable.get(toIsoDate(day)) ?? ''}` : label;
        },
      }}
      // Keyboard users land on the chosen day (or today) and move with the arrow keys.
      autoFocus
    />
  );
}
