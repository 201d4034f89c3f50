/** The month grid of the date picker, in its own chunk: react-day-picker and date-fns's `es` load when it opens. */
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { fromIsoDate, toIsoDate, weekdayLetter } from './dates';

interface CalendarPanelProps {
  /** The chosen day, YYYY-MM-DD, or empty. */
  value: string;
  /** The booking window's first and last days. */
  first: string;
  last: string;
  /** The venue's today (before 03:00, still yesterday), not the phone's. */
  today: string;
  onPick(date: string): void;
}

export default function CalendarPanel({ value, first, last, today, onPick }: CalendarPanelProps) {
  const firstDay = fromIsoDate(first);
  const lastDay = fromIsoDate(last);
  const selected = value ? fromIsoDate(value) : undefined;
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
      disabled={[{ before: firstDay }, { after: lastDay }]}
      // Keyboard users land on the chosen day (or today) and move with the arrow keys.
      autoFocus
    />
  );
}
