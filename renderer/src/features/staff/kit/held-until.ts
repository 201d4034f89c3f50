/**
 * Until when a table is held for the waiting list, short enough for a badge: '21:40' today (Madrid's),
 * 'el martes 24 a las 12:00' on another day (a hold ends within a day, so the weekday and its number
 * are enough); on a plan's card, 'mar 24, 12:00'.
 */
import { madridWallClock } from '../../../../../shared/madrid-time';
import { once } from '../../../../../shared/once';
import { formatClock } from '../../../../../shared/schedule';

const WEEKDAY = {
  long: once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' })),
  short: once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' })),
};

export function heldUntilShort(expiresAt: string, now: Date, size: 'words' | 'card' = 'words'): string {
  const until = madridWallClock(new Date(expiresAt));
  const time = formatClock(until.minutes);
  if (until.date === madridWallClock(now).date) return time;
  const day = new Date(`${until.date}T00:00:00Z`);
  const number = Number(until.date.slice(8));
  return size === 'card' ? `${WEEKDAY.short().format(day)} ${number}, ${time}` : `el ${WEEKDAY.long().format(day)} ${number} a las ${time}`;
}
