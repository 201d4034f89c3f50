/** A date as people read it in Spanish ('lunes, 23 de noviembre de 2026'): on the site and in e-mails. */
import { once } from './once';

// Intl writes exactly date-fns's 'PPPP' in `es` (the calendar's own day labels) without shipping
// date-fns on the page's first load. UTC on both ends keeps the day whatever the device's zone.
const LONG_DATE = once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

export function formatLongDate(isoDate: string): string {
  return LONG_DATE().format(new Date(`${isoDate}T00:00:00Z`));
}

const SHORT_DATE = once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

/** A date in a list, where the long form would not fit: 'sáb, 28 nov 2026'. */
export function formatShortDate(isoDate: string): string {
  return SHORT_DATE().format(new Date(`${isoDate}T00:00:00Z`));
}

const WEEKDAY = once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' }));
const DAY_AND_MONTH = once(() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** A date in the middle of a sentence, without the year or Intl's comma: 'sábado 28 de noviembre'. */
export function formatDayInSentence(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAY().format(day)} ${DAY_AND_MONTH().format(day)}`;
}
