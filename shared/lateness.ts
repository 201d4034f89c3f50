/**
 * When a party is late: 15 minutes past its start without arriving. The day's list says so
 * ('Retraso') and only then offers 'No presentado'; the server refuses that mark any earlier.
 */
import { holdsATable } from './reservation-status';
import { formatClock, nowOnTimeline, serviceMinutes, timelineMinutes } from './schedule';

export const LATE_AFTER_MINUTES = 15;

type Booked = { date: string; startTime: string };

/** Whether `now` is 15 minutes or more past the booking's start: always so on a later date. */
export function isPastLateTime(booking: Booked, now: Date): boolean {
  return nowOnTimeline(now) >= timelineMinutes(booking.date, booking.startTime) + LATE_AFTER_MINUTES;
}

/** The wall-clock time from which a party starting at `startTime` is late ('00:15' for a start at midnight). */
export const lateTime = (startTime: string): string => formatClock(serviceMinutes(startTime) + LATE_AFTER_MINUTES);

/** 'Retraso': still expected, 15 minutes or more past its start. */
export function isLate(reservation: Booked & { hasArrived: boolean; status: string }, now: Date): boolean {
  return !reservation.hasArrived && holdsATable(reservation.status) && isPastLateTime(reservation, now);
}
