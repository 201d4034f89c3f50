/**
 * Limits on a start slot: staff closing one slot or capping the bookings starting in it (a
 * `time_slots` row exists only there; no row means no limit), and the service's pacing, a cap of
 * covers starting in any one half hour that the owner sets with the week's hours.
 */
import { and, eq, sql } from 'drizzle-orm';
import { serviceOf } from '../../shared/schedule';
import type { CalendarStore } from './store';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { reservations, timeSlots } from '../db/schema';
import { isLive } from '../db/booking-rules';

export type SlotRefusal = 'closed' | 'full' | 'paced';

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

/** The covers already starting in a half hour, against the service's pacing. */
export interface Pacing {
  covers: number;
  maxCovers: number;
  service: string;
}

export function createSlotLimits(db: Db, clock: Clock, calendar: CalendarStore) {
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
  const ofDate = limits()
    .where(eq(timeSlots.date, p('date')))
    .prepare();
  const coversStarting = db
    .select({ covers: sql<number>`coalesce(sum(${reservations.partySize}), 0)`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.date, p('date')), eq(reservations.startTime, p('time')), isLive()))
    .prepare();

  const get = (date: string, time: string): SlotLimit | null => one.get({ date, time }) ?? null;

  /** The service's pacing at this start, with the covers already starting there; null where it has none. */
  function pacing(date: string, time: string): Pacing | null {
    const service = serviceOf(date, time, calendar.read());
    if (!service || service.maxCovers === null) return null;
    return { covers: coversStarting.get({ date, time })?.covers ?? 0, maxCovers: service.maxCovers, service: service.name };
  }

  return {
    /** Why a new booking of `partySize` cannot start in this slot online, if it cannot. */
    refusal(date: string, time: string, partySize: number): SlotRefusal | null {
      const limit = get(date, time);
      if (limit && !limit.available) return 'closed';
      if (limit && limit.currentBookings >= limit.maxCapacity) return 'full';
      const paced = pacing(date, time);
      return paced && paced.covers + partySize > paced.maxCovers ? 'paced' : null;
    },
    pacing,
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
