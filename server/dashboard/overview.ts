/** The evening at a glance for the front desk: bookings, covers, arrivals, tables in use. */
import { holdsATable } from '../../shared/reservation-status';
import { nowOnTimeline, timelineMinutes } from '../../shared/schedule';
import type { DayOverview, DiningTable, Reservation, ReservationAttempt } from '../../shared/api/dto';

const NEXT_ARRIVALS = 5;

export function dayOverview(
  date: string,
  now: Date,
  reservations: readonly Reservation[],
  tables: readonly DiningTable[],
  attempts: readonly ReservationAttempt[],
): Omit<DayOverview, 'timeSlots' | 'publicUrl'> {
  const current = nowOnTimeline(now);
  // No-shows stay on the day's list to be undone, but count as neither covers nor parties to come.
  const standing = reservations.filter((r) => holdsATable(r.status));
  const running = (r: Reservation) => timelineMinutes(r.date, r.startTime) <= current && current < timelineMinutes(r.date, r.endTime);
  // In use: a party sits there (arrived, early or late, and not gone), or its booking is running
  // and the table is held for a party on its way.
  // A party at joined tables uses each of them.
  const inUse = new Set(standing.filter((r) => !r.hasLeft && (r.hasArrived || running(r))).flatMap((r) => r.tables.map((table) => table.id)));
  return {
    date,
    reservations: {
      total: standing.length,
      covers: standing.reduce((sum, r) => sum + r.partySize, 0),
      pending: standing.filter((r) => !r.hasArrived).length,
      arrived: standing.filter((r) => r.hasArrived && !r.hasLeft).length,
      departed: standing.filter((r) => r.hasLeft).length,
      noShows: reservations.length - standing.length,
    },
    tables: {
      total: tables.length,
      inService: tables.filter((t) => t.isAvailable).length,
      occupiedNow: inUse.size,
    },
    nextArrivals: standing.filter((r) => !r.hasArrived && timelineMinutes(r.date, r.endTime) > current).slice(0, NEXT_ARRIVALS),
    reservationAttempts: [...attempts],
  };
}
