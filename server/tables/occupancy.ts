/**
 * Who sits where and when: the hot queries of availability and booking, prepared once per app
 * from the rules in ./rules.
 */
import { and, count, eq, exists, gt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { diningTables, reservations } from '../db/schema';
import { mailboxOf } from '../db/mailbox';
import { BEST_FIT, fitsParty, holdsItsTable, isLive, overlaps, phoneKeyOf } from '../db/booking-rules';

export interface Interval {
  startsAt: number;
  endsAt: number;
}

export interface FreeTablesQuery extends Interval {
  /** null: every section. */
  section: string | null;
  /** null: any capacity. */
  partySize: number | null;
  /** A booking being edited does not stand in its own way. */
  excludeReservationId: string | null;
}

const p = sql.placeholder;

/** `column = placeholder`, or true when the placeholder is null. */
const matchesUnlessNull = (condition: SQL, name: string): SQL => or(sql`${p(name)} is null`, condition) as SQL;

const otherThanExcluded = () => matchesUnlessNull(ne(reservations.id, p('excludeReservationId')), 'excludeReservationId');

/** Tables in service that take the party, in the given section or (`anySection`) in any when it is null. */
const inService = (anySection: boolean) =>
  and(
    eq(diningTables.isAvailable, true),
    // A plain `section = ?` lets SQLite read one section through its best-fit index; the "or null"
    // form would make it scan the whole floor.
    anySection ? matchesUnlessNull(eq(diningTables.section, p('section')), 'section') : eq(diningTables.section, p('section')),
    matchesUnlessNull(fitsParty(p('partySize')), 'partySize'),
  );

export function createOccupancy(db: Db) {
  const tableBooked = () =>
    exists(
      db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.tableId, diningTables.id), holdsItsTable(), overlaps(p('startsAt'), p('endsAt')), otherThanExcluded())),
    );
  /** Free tables for the whole interval, best fit first; `limit` -1 is SQLite's "no limit". */
  const freeTablesWhere = (tables: SQL | undefined, limit = -1) =>
    db
      .select({
        id: diningTables.id,
        name: diningTables.name,
        tableNumber: diningTables.tableNumber,
        minCapacity: diningTables.minCapacity,
        maxCapacity: diningTables.maxCapacity,
        section: diningTables.section,
      })
      .from(diningTables)
      .where(and(tables, not(tableBooked())))
      .orderBy(...BEST_FIT, diningTables.section)
      .limit(limit)
      .prepare();
  const freeTables = freeTablesWhere(inService(true));
  const freeTablesInSection = freeTablesWhere(inService(false));
  const bestFreeTable = freeTablesWhere(inService(false), 1);
  const tablesInService = db.select({ total: count() }).from(diningTables).where(inService(true)).prepare();
  const tableConflict = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.tableId, p('tableId')), holdsItsTable(), overlaps(p('startsAt'), p('endsAt')), otherThanExcluded()))
    .limit(1)
    .prepare();
  // A diner who left early still holds their evening: only a cancelled booking lets them book over it.
  const emailConflict = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.customerMailbox, mailboxOf(p('email'))), isLive(), overlaps(p('startsAt'), p('endsAt'))))
    .limit(1)
    .prepare();
  const onlineOnDate = db
    .select({
      byEmail: sql<number>`coalesce(sum(${reservations.customerMailbox} = ${mailboxOf(p('email'))}), 0)`,
      byPhone: sql<number>`coalesce(sum(${phoneKeyOf(reservations.customerPhone)} = ${p('phone')}), 0)`,
    })
    .from(reservations)
    .where(and(eq(reservations.date, p('date')), eq(reservations.isAdminAction, false), isLive()))
    .prepare();
  const futureOnTable = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.tableId, p('tableId')), holdsItsTable(), gt(reservations.endsAt, p('now'))))
    .limit(1)
    .prepare();

  return {
    /** Tables free for the whole interval, best fit first. */
    freeTables: (query: FreeTablesQuery) => (query.section === null ? freeTables : freeTablesInSection).all({ ...query }),
    /** The best fit among the free tables of a section, for a booking that names no table. */
    bestFreeTable: (query: FreeTablesQuery & { section: string; partySize: number }) => bestFreeTable.get({ ...query }) ?? null,
    tablesInService: (section: string | null, partySize: number | null) => tablesInService.get({ section, partySize })?.total ?? 0,
    isTableTaken: (tableId: number, interval: Interval, excludeReservationId: string | null = null) => tableConflict.get({ tableId, ...interval, excludeReservationId }) !== undefined,
    /** Whether a live booking to the same mailbox (server/db/mailbox.ts), however spelled, overlaps the interval. */
    hasOverlappingBookingForEmail: (email: string, interval: Interval) => emailConflict.get({ email, ...interval }) !== undefined,
    /** Live online bookings on a service day to this e-mail's mailbox, and with this phone key (shared/contact-keys.ts). */
    onlineBookingsOn: (date: string, email: string, phone: string) => onlineOnDate.get({ date, email, phone }) ?? { byEmail: 0, byPhone: 0 },
    hasActiveFutureBookings: (tableId: number, now: number) => futureOnTable.get({ tableId, now }) !== undefined,
  };
}

export type Occupancy = ReturnType<typeof createOccupancy>;
export type FreeTable = ReturnType<Occupancy['freeTables']>[number];
