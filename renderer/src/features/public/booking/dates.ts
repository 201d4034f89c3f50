/**
 * Dates as the form shows them. The form and the API speak YYYY-MM-DD; the calendar speaks local
 * midnights; people read the long Spanish form ('lunes, 23 de noviembre de 2026').
 */

export { formatLongDate } from '../../../../../shared/long-date';

export function toIsoDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function fromIsoDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The weekday letters Spanish calendars use (L M X J V S D); `es` would give 'm' for both martes and miércoles. */
const WEEKDAY_LETTERS = ['D', 'L', 'M', 'X', 'J', 'V', 'S'] as const;

export function weekdayLetter(day: Date): string {
  return WEEKDAY_LETTERS[day.getDay()] ?? '';
}
