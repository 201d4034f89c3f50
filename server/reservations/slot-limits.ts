/**
 * Staff limits on a start slot. A `time_slots` row exists only where staff closed a slot or
 * capped the bookings starting in it; no row means no limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { reservations, timeSlots } from '../db/schema';
import { isLive } from './rules';

export type SlotRefusal = 'closed' | 'full';

export interface SlotLimit {
  id: number;
  date: string;
  time: string;
  available: boolean;
  maxCapacity: number;
  /** Derived on read, not stored: a stored counter drifts as bookings are edited and cancelled. */
  currentBookings: number;
}

const p = sql.placeholder;

export function createSlotLimits(db: Db, clock: Clock) {
  const startingInSlot = db
    .select({ count: sql<number>`count(*)` })
    .from(reservations)
    .where(and(eq(reservations.date, timeSlots.date), eq(reservations.startTime, timeSlots.time), isLive()));
  const limits = () =>
    db
      .select({
        id: timeSlots.id,
        date: timeSlots.date,
        time: timeSlots.time,
        available: timeSlots.available,
        maxCapacity: timeSlots.maxCapacity,
        currentBookings: sql<number>`(${startingInSlot})`.mapWith(Number),
      })
      .from(timeSlots);
  const one = limits()
    .where(and(eq(timeSlots.date, p('date')), eq(timeSlots.time, p('time'))))
    .prepare();
  const ofDate = limits().where(eq(timeSlots.date, p('date'))).prepare();

  const get = (date: string, time: string): SlotLimit | null => one.get({ date, time }) ?? null;

  return {
    /** Why a new booking cannot start in this slot, if it cannot. */
    refusal(date: string, time: string): SlotRefusal | null {
      const limit = get(date, time);
      if (!limit) return null;
      if (!limit.available) return 'closed';
      return limit.currentBookings >= limit.maxCapacity ? 'full' : null;
    },
    get,
    list(date: string): SlotLimit[] {
      return ofDate.all({ date });
    },
    set(date: string, time: string, available: boolean, maxCapacity: number): SlotLimit {
      db.insert(timeSlots)
        .values({ date, time, available, maxCapacity, createdAt: clock().toISOString() })
        .onConflictDoUpdate({ target: [timeSlots.date, timeSlots.time], set: { available, maxCapacity } })
        .run();
      return get(date, time) as SlotLimit;
    },
    clear(date: string, time: string): boolean {
      return (
        db
          .delete(timeSlots)
          .where(and(eq(timeSlots.date, date), eq(timeSlots.time, time)))
          .run().changes > 0
      );
    },
  };
}

export type SlotLimits = ReturnType<typeof createSlotLimits>;
