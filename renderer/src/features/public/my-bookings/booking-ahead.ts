/** Which saved booking the home page announces: pure rules, so each has a unit test. */
import { nowOnTimeline, timelineMinutes } from '../../../../../shared/schedule';
import type { SavedBooking } from '../../../lib/saved-bookings';

export type BookingAhead = SavedBooking & { date: string; startTime: string };

/**
 * How long the server's last word on a booking stands before the banner asks again: a device may
 * search ten times in ten minutes, and the banner takes at most one of them.
 */
export const RECHECK_AFTER_MS = 10 * 60_000;

const startOf = (booking: BookingAhead) => timelineMinutes(booking.date, booking.startTime);

/** The saved booking that starts next, still standing as far as this device knows; none once its start has passed. */
export function nextBookingAhead(saved: readonly SavedBooking[], now: Date): BookingAhead | undefined {
  const nowMinutes = nowOnTimeline(now);
  return saved
    .filter((booking): booking is BookingAhead => booking.date !== undefined && booking.startTime !== undefined && booking.live !== false)
    .filter((booking) => startOf(booking) > nowMinutes)
    .sort((a, b) => startOf(a) - startOf(b))[0];
}

/** Whether the server's last word on it is too old to announce it without asking again. */
export function needsRecheck(booking: SavedBooking, now: Date): boolean {
  return booking.checkedAt === undefined || now.getTime() - booking.checkedAt >= RECHECK_AFTER_MS;
}
