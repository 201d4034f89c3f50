/** The evening at a glance for the front desk: bookings, covers, arrivals, tables in use. */
import { nowOnTimeline, timelineMinutes } from '../../shared/schedule';
import type { DiningTable, Reservation, ReservationAttempt } from '../../shared/types';

export interface DayOverview {
  date: string;
  reservations: { total: number; covers: number; pending: number; arrived: number; departed: number };
  tables: { total: number; inService: number; occupiedNow: number };
  nextArrivals: Reservation[];
  reservationAttempts: ReservationAttempt[];
}

const NEXT_ARRIVALS = 5;

export function dayOverview(
  date: string,
  now: Date,
  reservations: readonly Reservation[],
  tables: readonly DiningTable[],
  attempts: readonly ReservationAttempt[],
): DayOverview {
  const current = nowOnTimeline(now);
  const seatedNow = new Set(
    reservations
      .filter((r) => r.hasArrived && !r.hasLeft && r.tableId !== null)
      .filter((r) => timelineMinutes(r.date, r.startTime) <= current || r.hasArrived)
      .map((r) => r.tableId),
  );
  return {
    date,
    reservations: {
      total: reservations.length,
      covers: reservations.reduce((sum, r) => sum + r.partySize, 0),
      pending: reservations.filter((r) => !r.hasArrived).length,
      arrived: reservations.filter((r) => r.hasArrived && !r.hasLeft).length,
      departed: reservations.filter((r) => r.hasLeft).length,
    },
    tables: {
      total: tables.length,
      inService: tables.filter((t) => t.isAvailable).length,
      occupiedNow: seatedNow.size,
    },
    nextArrivals: reservations.filter((r) => !r.hasArrived && timelineMinutes(r.date, r.endTime) > current).slice(0, NEXT_ARRIVALS),
    reservationAttempts: [...attempts],
  };
}
