/** Until when a waiting list's table is held, as people say it: '21:40' today, else with the day. */
import { formatLongDate } from './long-date';
import { madridWallClock } from './madrid-time';
import { formatClock } from './schedule';

export function heldUntil(expiresAt: string, now: Date): string {
  const until = madridWallClock(new Date(expiresAt));
  const time = formatClock(until.minutes);
  return until.date === madridWallClock(now).date ? `las ${time}` : `el ${formatLongDate(until.date)} a las ${time}`;
}

/** 'antes de las 21:40', 'antes del martes, …': Spanish contracts 'de el'. */
export const beforeHeldUntil = (until: string) => (until.startsWith('el ') ? `antes del ${until.slice(3)}` : `antes de ${until}`);
