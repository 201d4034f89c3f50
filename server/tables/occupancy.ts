/**
 * Who sits where and when: the hot queries of availability and booking, prepared once per app
 * from the rules in ../db/booking-rules. A booking holds its table (tableId) and, at joined tables,
 * its other tables (reservation_tables) for its whole interval; a combination is free only while
 * every member table is in service and held by nobody. A table offered to the waiting list is held
 * for that diner too: the server gives it to nobody else, though staff may still name it.
 */
import { and, asc, count, eq, exists, gt, gte, lt, lte, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/open';
import { diningTables, reservations, reservationTables, tableCombinationMembers, tableCombinations, waitlistHolds } from '../db/schema';
import { mailboxOf } from '../db/mailbox';
import { addDays } from '../../shared/madrid-time';
import { BEST_FIT, fitsParty, holdsItsTable, inACombination, isLive, overlaps, phoneKeyOf } from '../db/booking-rules';

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

export interface FreeCombinationsQuery extends FreeTablesQuery {
  /** Only the combinations the owner lets diners book online. */
  onlineOnly: boolean;
}

/** A table as a combination or a booking names it. */
export interface TableName {
  id: number;
  name: string;
  tableNumber: number;
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

const TABLE_FIELDS = {
  id: diningTables.id,
  name: diningTables.name,
  tableNumber: diningTables.tableNumber,
  minCapacity: diningTables.minCapacity,
  maxCapacity: diningTables.maxCapacity,
  section: diningTables.section,
};

export function createOccupancy(db: Db) {
  /** A live booking holds the table, as its first table or one of its others, during the interval; `when` is that test. */
  const heldBy = (tableId: SQLWrapper, when: SQL): SQL =>
    or(
      exists(
        db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.tableId, tableId), holdsItsTable(), when, otherThanExcluded())),
      ),
      exists(
        db
          .select({ id: reservations.id })
          .from(reservationTables)
          .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
          .where(and(eq(reservationTables.tableId, tableId), holdsItsTable(), when, otherThanExcluded())),
      ),
    ) as SQL;
  const heldInInterval = (tableId: SQLWrapper) => heldBy(tableId, overlaps(p('startsAt'), p('endsAt')));
  /** Booked, or kept for an offer of the waiting list, during the interval: what the server never gives away. */
  const takenInInterval = (tableId: SQLWrapper) =>
    or(
      heldInInterval(tableId),
      exists(
        db
          .select({ id: waitlistHolds.entryId })
          .from(waitlistHolds)
          .where(and(eq(waitlistHolds.tableId, tableId), lt(waitlistHolds.startsAt, p('endsAt')), gt(waitlistHolds.endsAt, p('startsAt')))),
      ),
    ) as SQL;

  /** Free tables for the whole interval, best fit first; `limit` -1 is SQLite's "no limit". */
  const freeTablesWhere = (tables: SQL | undefined, limit = -1) =>
    db
      .select(TABLE_FIELDS)
      .from(diningTables)
      .where(and(tables, not(takenInInterval(diningTables.id))))
      .orderBy(...BEST_FIT, diningTables.section)
      .limit(limit)
      .prepare();
  const freeTables = freeTablesWhere(inService(true));
  const freeTablesInSection = freeTablesWhere(inService(false));
  const bestFreeTable = freeTablesWhere(inService(false), 1);
  // The same in no combination: filtered, not sorted, so the index still ends the search at the first free one.
  const bestFreeTableAlone = freeTablesWhere(and(inService(false), not(inACombination())), 1);
  const joinable = db
    .select({ id: tableCombinationMembers.tableId })
    .from(tableCombinationMembers)
    .where(eq(tableCombinationMembers.tableId, p('tableId')))
    .limit(1)
    .prepare();
  const tablesInService = db.select({ total: count() }).from(diningTables).where(inService(true)).prepare();
  const tableConflict = db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.id, p('tableId')), heldInInterval(diningTables.id)))
    .prepare();

  const memberCount = sql<number>`(select count(*) from ${tableCombinationMembers} where ${tableCombinationMembers.combinationId} = ${tableCombinations.id})`;
  /** A member table out of service or held for the interval: the combination cannot be given. */
  const memberUnavailable = exists(
    db
      .select({ id: diningTables.id })
      .from(tableCombinationMembers)
      .innerJoin(diningTables, eq(diningTables.id, tableCombinationMembers.tableId))
      .where(and(eq(tableCombinationMembers.combinationId, tableCombinations.id), or(eq(diningTables.isAvailable, false), takenInInterval(diningTables.id)))),
  );
  const freeCombinations = db
    .select({
      id: tableCombinations.id,
      name: tableCombinations.name,
      section: tableCombinations.section,
      minCapacity: tableCombinations.minCapacity,
      maxCapacity: tableCombinations.maxCapacity,
    })
    .from(tableCombinations)
    .where(
      and(
        matchesUnlessNull(eq(tableCombinations.section, p('section')), 'section'),
        matchesUnlessNull(and(lte(tableCombinations.minCapacity, p('partySize')), gte(tableCombinations.maxCapacity, p('partySize'))) as SQL, 'partySize'),
        or(eq(sql`${p('onlineOnly')}`, 0), eq(tableCombinations.online, true)),
        not(memberUnavailable),
      ),
    )
    // The smallest that seats the party, then the fewest tables joined.
    .orderBy(asc(tableCombinations.maxCapacity), asc(memberCount), asc(tableCombinations.name))
    .prepare();
  const members = db
    .select({ combinationId: tableCombinationMembers.combinationId, id: diningTables.id, name: diningTables.name, tableNumber: diningTables.tableNumber })
    .from(tableCombinationMembers)
    .innerJoin(diningTables, eq(diningTables.id, tableCombinationMembers.tableId))
    .orderBy(asc(diningTables.tableNumber))
    .prepare();

  // A diner who left early still holds their evening: only a cancelled booking lets them book over it.
  const emailConflict = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.customerMailbox, mailboxOf(p('email'))), isLive(), overlaps(p('startsAt'), p('endsAt'))))
    .limit(1)
    .prepare();
  const nearbyForContact = db
    .select({ id: reservations.id, date: reservations.date, startTime: reservations.startTime, confirmationNumber: reservations.confirmationNumber })
    .from(reservations)
    .where(
      and(
        // Two hours either side of a start lies within the day before and the day after, which the date index finds.
        gte(reservations.date, p('fromDate')),
        lte(reservations.date, p('toDate')),
        gt(reservations.startsAt, p('fromStart')),
        lt(reservations.startsAt, p('toStart')),
        isLive(),
        or(eq(reservations.customerMailbox, mailboxOf(p('email'))), eq(phoneKeyOf(reservations.customerPhone), p('phone'))),
      ),
    )
    .orderBy(asc(reservations.startsAt))
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
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.id, p('tableId')), heldBy(diningTables.id, gt(reservations.endsAt, p('now')))))
    .prepare();
  const futureOnCombination = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.combinationId, p('combinationId')), holdsItsTable(), gt(reservations.endsAt, p('now'))))
    .limit(1)
    .prepare();

  function freeCombinationsFor(query: FreeCombinationsQuery) {
    const found = freeCombinations.all({ ...query, onlineOnly: query.onlineOnly ? 1 : 0 });
    if (found.length === 0) return [];
    const all = members.all();
    return found.map((combination) => ({
      ...combination,
      tables: all.filter((member) => member.combinationId === combination.id).map(({ id, name, tableNumber }): TableName => ({ id, name, tableNumber })),
    }));
  }

  return {
    /** Tables free for the whole interval, best fit first. */
    freeTables: (query: FreeTablesQuery) => (query.section === null ? freeTables : freeTablesInSection).all({ ...query }),
    /**
     * The best fit among the free tables of a section, for a booking that names no table: the smallest,
     * one in no combination before a joinable one of the same size, then the lowest number.
     */
    bestFreeTable: (query: FreeTablesQuery & { section: string; partySize: number }) => {
      const best = bestFreeTable.get({ ...query });
      if (!best || !joinable.get({ tableId: best.id })) return best ?? null;
      const alone = bestFreeTableAlone.get({ ...query });
      return alone && alone.maxCapacity === best.maxCapacity ? alone : best;
    },
    /** Combinations whose every table is free for the whole interval and that seat the party: the smallest first, then the fewest tables. */
    freeCombinations: freeCombinationsFor,
    tablesInService: (section: string | null, partySize: number | null) => tablesInService.get({ section, partySize })?.total ?? 0,
    // Only the interval's two instants: a booking row passed as the interval must not bring its own tableId.
    isTableTaken: (tableId: number, { startsAt, endsAt }: Interval, excludeReservationId: string | null = null) => tableConflict.get({ tableId, startsAt, endsAt, excludeReservationId }) !== undefined,
    /** Whether a live booking to the same mailbox (server/db/mailbox.ts), however spelled, overlaps the interval. */
    hasOverlappingBookingForEmail: (email: string, interval: Interval) => emailConflict.get({ email, ...interval }) !== undefined,
    /**
     * Live bookings of this e-mail's mailbox or this phone key (null: none to compare) that start less
     * than `minutes` before or after `startsAt` (minutes on the timeline of `date`).
     */
    nearbyForContact: (contact: { date: string; startsAt: number; email: string | null; phone: string | null }, minutes: number) =>
      nearbyForContact.all({
        fromDate: addDays(contact.date, -1),
        toDate: addDays(contact.date, 1),
        fromStart: contact.startsAt - minutes,
        toStart: contact.startsAt + minutes,
        email: contact.email,
        phone: contact.phone,
      }),
    /** Live online bookings on a service day to this e-mail's mailbox, and with this phone key (shared/contact-keys.ts). */
    onlineBookingsOn: (date: string, email: string, phone: string) => onlineOnDate.get({ date, email, phone }) ?? { byEmail: 0, byPhone: 0 },
    hasActiveFutureBookings: (tableId: number, now: number) => futureOnTable.get({ tableId, now, excludeReservationId: null }) !== undefined,
    combinationHasBookingsAhead: (combinationId: number, now: number) => futureOnCombination.get({ combinationId, now }) !== undefined,
  };
}

export type Occupancy = ReturnType<typeof createOccupancy>;
export type FreeTable = ReturnType<Occupancy['freeTables']>[number];
export type FreeCombination = ReturnType<Occupancy['freeCombinations']>[number];
