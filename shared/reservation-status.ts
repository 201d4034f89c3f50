/**
 * A booking's statuses. Cancelling keeps the row with status `cancelled`; staff mark a party that
 * never came `no-show`. Neither holds a table.
 */
export const RESERVATION_STATUSES = ['confirmed', 'pending', 'cancelled', 'no-show'] as const;

export type Status = (typeof RESERVATION_STATUSES)[number];

export const CANCELLED = 'cancelled' satisfies Status;
export const NO_SHOW = 'no-show' satisfies Status;

/** The statuses of a booking that no longer holds its table for the evening. */
export const RELEASED_STATUSES = [CANCELLED, NO_SHOW] as const;

export function holdsATable(status: string): boolean {
  return !(RELEASED_STATUSES as readonly string[]).includes(status);
}

/** Typed loosely: the diner's screens show any status the server sends, known or not. */
export function isCancelled(reservation: { status: string }): boolean {
  return reservation.status === CANCELLED;
}

/** The order of a diner's search: bookings still standing first, cancelled ones last, each group in its given order. */
export function cancelledLast<T extends { status: string }>(reservations: readonly T[]): T[] {
  return [...reservations].sort((a, b) => Number(isCancelled(a)) - Number(isCancelled(b)));
}
