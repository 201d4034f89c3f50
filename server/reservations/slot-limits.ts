/**
 * Staff limits on a start slot. A `time_slots` row exists only where staff closed a slot or
 * capped the bookings starting in it; no row means no limit.
 */
import type { Db } from '../db/open';

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

interface SlotRow {
  id: number;
  date: string;
  time: string;
  available: number;
  maxCapacity: number;
  currentBookings: number;
}

const SELECT = `
  SELECT s.id, s.date, s.time, s.available, s.max_capacity AS maxCapacity,
    (SELECT count(*) FROM reservations r
      WHERE r.date = s.date AND r.start_time = s.time AND r.status <> 'cancelled') AS currentBookings
  FROM time_slots s`;

const toLimit = (row: SlotRow): SlotLimit => ({ ...row, available: row.available === 1 });

export function createSlotLimits(db: Db) {
  const client = db.$client;
  const one = client.prepare<{ date: string; time: string }, SlotRow>(`${SELECT} WHERE s.date = @date AND s.time = @time`);
  const ofDate = client.prepare<{ date: string }, SlotRow>(`${SELECT} WHERE s.date = @date`);
  const upsert = client.prepare<{ date: string; time: string; available: number; maxCapacity: number }>(`
    INSERT INTO time_slots (date, time, available, max_capacity) VALUES (@date, @time, @available, @maxCapacity)
    ON CONFLICT (date, time) DO UPDATE SET available = excluded.available, max_capacity = excluded.max_capacity`);
  const remove = client.prepare<{ date: string; time: string }>(`DELETE FROM time_slots WHERE date = @date AND time = @time`);

  return {
    /** Why a new booking cannot start in this slot, if it cannot. */
    refusal(date: string, time: string): SlotRefusal | null {
      const row = one.get({ date, time });
      if (!row) return null;
      if (row.available === 0) return 'closed';
      return row.currentBookings >= row.maxCapacity ? 'full' : null;
    },
    get(date: string, time: string): SlotLimit | null {
      const row = one.get({ date, time });
      return row ? toLimit(row) : null;
    },
    list(date: string): SlotLimit[] {
      return ofDate.all({ date }).map(toLimit);
    },
    set(date: string, time: string, available: boolean, maxCapacity: number): SlotLimit {
      upsert.run({ date, time, available: available ? 1 : 0, maxCapacity });
      return toLimit(one.get({ date, time }) as SlotRow);
    },
    clear(date: string, time: string): boolean {
      return remove.run({ date, time }).changes > 0;
    },
  };
}

export type SlotLimits = ReturnType<typeof createSlotLimits>;
