/**
 * A booking's statuses, and what each counts as wherever bookings are listed or counted (the day's
 * lists, 'Informes', the guest book; server/db/booking-rules.ts writes these same rules in SQL):
 * - every booking counts as a booking, whatever its status;
 * - `cancelled` is a cancellation: the row is kept, leaves the day's lists and holds no table;
 * - `no-show` is a party that never came, marked once it is late (shared/lateness.ts): it stays on
 *   the day's list, to be undone, and holds no table;
 * - the others (`confirmed`, `pending`) hold their table, and their people are the covers.
 */
import { compareSlots } from './schedule';

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

/** The day's list shows every booking of the date but the cancelled ones (no-shows stay, to be undone). */
export const isOnDayList = (reservation: { status: string }): boolean => !isCancelled(reservation);

/** The day's order: by the staff slot list (14:00 … 02:00), then by table number. */
export function bySlotThenTable(a: { startTime: string; tableNumber: number | null }, b: { startTime: string; tableNumber: number | null }): number {
  return compareSlots(a.startTime, b.startTime) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0);
}
