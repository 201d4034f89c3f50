/**
 * A big or far-ahead booking asked to reconfirm (server/reminders/reconfirm.ts): what its row and
 * the day sheet say, and the deadline in words for the diner. Past the deadline without the diner's
 * 'Confirmo que iré' it is 'Sin confirmar'; the booking's own fields say so, nothing else is stored.
 */
import { formatDayInSentence } from './long-date';
import { madridWallClock } from './madrid-time';
import { CANCELLED, NO_SHOW } from './reservation-status';
import { formatClock } from './schedule';

interface Asked {
  status: string;
  hasArrived: boolean;
  /** ISO instant the diner was asked to reconfirm by; null when not asked. */
  reconfirmBy: string | null;
  dinerConfirmedAt: string | null;
}

/** 'waiting': asked, the deadline still ahead; 'unconfirmed': the deadline passed without an answer. */
export type ReconfirmState = 'waiting' | 'unconfirmed';

/** Where a booking stands with its reconfirmation at `now`; null when it was not asked, was confirmed, came or no longer stands. */
export function reconfirmState(booking: Asked, now: Date): ReconfirmState | null {
  if (!booking.reconfirmBy || booking.dinerConfirmedAt || booking.hasArrived || booking.status === CANCELLED || booking.status === NO_SHOW) return null;
  return Date.parse(booking.reconfirmBy) <= now.getTime() ? 'unconfirmed' : 'waiting';
}

/** The deadline's Madrid date and time. */
function wallOf(instant: string): { date: string; time: string } {
  const wall = madridWallClock(new Date(instant));
  return { date: wall.date, time: formatClock(wall.minutes) };
}

/** The deadline in a sentence, after 'antes del': 'viernes 27 de noviembre a las 21:00'. */
export function deadlineInWords(instant: string): string {
  const { date, time } = wallOf(instant);
  return `${formatDayInSentence(date)} a las ${time}`;
}

/** The deadline where space is short (a row's badge): 'jue 21:00'. */
export function deadlineShort(instant: string): string {
  const { date, time } = wallOf(instant);
  return `${formatDayInSentence(date).slice(0, 3)} ${time}`;
}
