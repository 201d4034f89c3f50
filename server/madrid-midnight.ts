import { TZDate } from '@date-fns/tz';
import { VENUE_TIME_ZONE } from '../shared/madrid-time';

/** The first instant of a Madrid calendar day (YYYY-MM-DD), in milliseconds since the epoch. */
export function madridMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, 0, 0, VENUE_TIME_ZONE).getTime();
}
