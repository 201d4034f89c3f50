/** A booking's statuses. Cancelling keeps the row with status `cancelled`, which holds no table. */
export const RESERVATION_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;

export const CANCELLED = 'cancelled' satisfies (typeof RESERVATION_STATUSES)[number];

/** Typed loosely: the diner's screens show any status the server sends, known or not. */
export function isCancelled(reservation: { status: string }): boolean {
  return reservation.status === CANCELLED;
}

/** The order of a diner's search: bookings still standing first, cancelled ones last, each group in its given order. */
export function cancelledLast<T extends { status: string }>(reservations: readonly T[]): T[] {
  return [...reservations].sort((a, b) => Number(isCancelled(a)) - Number(isCancelled(b)));
}
