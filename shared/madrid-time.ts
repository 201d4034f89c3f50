/**
 * The venue's wall clock. Every rule that reads "today" or "now" goes through here so the
 * answer is Madrid's, whatever time zone the host PC or the diner's phone is set to.
 */
import { once } from './once';

export const VENUE_TIME_ZONE = 'Europe/Madrid';

export interface WallClock {
  /** Calendar date in Madrid, YYYY-MM-DD. */
  date: string;
  /** Minutes since Madrid midnight. */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
}

const formatter = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: VENUE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

// Formatting is the costly part and every booking check asks several times within the same
// minute. Madrid's offset is a whole number of hours, so one answer holds for a whole UTC minute.
let last: { minute: number; wall: WallClock } | null = null;

export function madridWallClock(instant: Date): WallClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (last?.minute === minute) return last.wall;
  const parts: Record<string, string> = {};
  for (const part of formatter().formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const wall = { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(date) };
  last = { minute, wall };
  return wall;
}

/** Day count since 1970-01-01 for a YYYY-MM-DD date; calendar arithmetic, no time zone involved. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The same day `months` months earlier, or the month's last day where it has no such day (31 March → 28 February). */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay))).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
