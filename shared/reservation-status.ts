/**
 * A booking's statuses. Cancelling keeps the row with status `cancelled`; staff mark a party that
 * never came `no-show`. Neither holds a table.
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
