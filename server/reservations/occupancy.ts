/**
 * Who sits where and when. These are the hot queries of availability and booking, so they are
 * prepared once per database with better-sqlite3 directly (drizzle's query building cost a third
 * of the throughput in a probe, STACK.md). A booking occupies its table unless it is cancelled
 * or the party has left.
 */
import type { DiningTable } from '../../shared/types';
import type { Db } from '../db/open';

export interface Interval {
  startsAt: number;
  endsAt: number;
}

export type FreeTableRow = Pick<DiningTable, 'id' | 'name' | 'tableNumber' | 'minCapacity' | 'maxCapacity' | 'section'>;

export interface FreeTablesQuery extends Interval {
  section: string | null;
  partySize: number | null;
  excludeReservationId: string | null;
}

const ACTIVE = `r.status <> 'cancelled' AND r.has_left = 0`;

export function createOccupancy(db: Db) {
  const client = db.$client;
  const freeTables = client.prepare<FreeTablesQuery, FreeTableRow>(`
    SELECT t.id, t.name, t.table_number AS tableNumber, t.min_capacity AS minCapacity,
           t.max_capacity AS maxCapacity, t.section
    FROM dining_tables t
    WHERE t.is_available = 1
      AND (@section IS NULL OR t.section = @section)
      AND (@partySize IS NULL OR (t.min_capacity <= @partySize AND t.max_capacity >= @partySize))
      AND NOT EXISTS (
        SELECT 1 FROM reservations r
        WHERE r.table_id = t.id AND ${ACTIVE}
          AND r.starts_at < @endsAt AND r.ends_at > @startsAt
          AND (@excludeReservationId IS NULL OR r.id <> @excludeReservationId))
    ORDER BY t.max_capacity, t.table_number, t.section`);
  const tablesInService = client.prepare<{ section: string | null; partySize: number | null }, { total: number }>(`
    SELECT count(*) AS total FROM dining_tables t
    WHERE t.is_available = 1
      AND (@section IS NULL OR t.section = @section)
      AND (@partySize IS NULL OR (t.min_capacity <= @partySize AND t.max_capacity >= @partySize))`);
  const tableConflict = client.prepare<Interval & { tableId: number; excludeReservationId: string | null }, { id: string }>(`
    SELECT r.id FROM reservations r
    WHERE r.table_id = @tableId AND ${ACTIVE}
      AND r.starts_at < @endsAt AND r.ends_at > @startsAt
      AND (@excludeReservationId IS NULL OR r.id <> @excludeReservationId)
    LIMIT 1`);
  const emailConflict = client.prepare<Interval & { email: string }, { id: string }>(`
    SELECT r.id FROM reservations r
    WHERE r.customer_email = @email AND r.status <> 'cancelled'
      AND r.starts_at < @endsAt AND r.ends_at > @startsAt
    LIMIT 1`);
  const activeOnTimeline = client.prepare<Interval, { tableId: number; startsAt: number; endsAt: number }>(`
    SELECT r.table_id AS tableId, r.starts_at AS startsAt, r.ends_at AS endsAt FROM reservations r
    WHERE r.table_id IS NOT NULL AND ${ACTIVE} AND r.starts_at < @endsAt AND r.ends_at > @startsAt`);
  const activeFutureOnTable = client.prepare<{ tableId: number; now: number }, { id: string }>(`
    SELECT r.id FROM reservations r WHERE r.table_id = @tableId AND ${ACTIVE} AND r.ends_at > @now LIMIT 1`);

  return {
    freeTables: (query: FreeTablesQuery) => freeTables.all(query),
    tablesInService: (section: string | null, partySize: number | null) => tablesInService.get({ section, partySize })?.total ?? 0,
    isTableTaken: (tableId: number, interval: Interval, excludeReservationId: string | null = null) =>
      tableConflict.get({ tableId, ...interval, excludeReservationId }) !== undefined,
    hasOverlappingBookingForEmail: (email: string, interval: Interval) => emailConflict.get({ email, ...interval }) !== undefined,
    /** Every active booking that touches the interval, for per-slot views of a whole evening. */
    activeBookingsWithin: (interval: Interval) => activeOnTimeline.all(interval),
    hasActiveFutureBookings: (tableId: number, now: number) => activeFutureOnTable.get({ tableId, now }) !== undefined,
  };
}

export type Occupancy = ReturnType<typeof createOccupancy>;
