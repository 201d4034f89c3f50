/**
 * What staff read and write of the guest book: the counts the bookings give (visits, no-shows,
 * cancellations, first and last visit, usual party), computed in SQL, and the notes, allergies and
 * tags staff keep on a guest.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Allergen } from '../../shared/allergens';
import type { GuestListItem, GuestProfile, GuestSummary } from '../../shared/types';
import { GUEST_SEARCH_LIMIT, NO_SHOW_RISK, type GuestUpdate } from '../../shared/schemas/guests';
import { addDays } from '../../shared/madrid-time';
import { serviceDate } from '../../shared/schedule';
import { emailKey, phoneKey } from '../../shared/contact-keys';
import { isCancelled } from '../../shared/reservation-status';
import { searchWords } from '../../shared/search-text';
import type { Clock } from '../kernel';
import { isCancellation, isNoShow } from '../db/booking-rules';
import type { Db } from '../db/open';
import { diningTables, guests, reservations, reservationTables } from '../db/schema';
import { tablesLabel } from '../../shared/table-label';
import { notFound } from '../http/errors';
import { GUEST_MESSAGES } from '../../shared/messages/guests';

/** A column holding the text anywhere, with LIKE's own '%' and '_' (and the escape) taken as typed. */
const contains = (column: SQLiteColumn, text: string) => sql`${column} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;

/** Counts over a guest's bookings, by the statuses' shared rules; anonymised ones are nobody's any more. */
const counted = {
  visits: sql<number>`coalesce(sum(${reservations.hasArrived} = 1 and not ${isCancellation()}), 0)`.mapWith(Number),
  noShows: sql<number>`coalesce(sum(${isNoShow()}), 0)`.mapWith(Number),
  cancellations: sql<number>`coalesce(sum(${isCancellation()}), 0)`.mapWith(Number),
  firstVisit: sql<string | null>`min(case when ${reservations.hasArrived} = 1 then ${reservations.date} end)`,
  lastVisit: sql<string | null>`max(case when ${reservations.hasArrived} = 1 then ${reservations.date} end)`,
};

type GuestRow = typeof guests.$inferSelect;

const listOf = <T>(json: string): T[] => JSON.parse(json) as T[];

type Counts = { visits: number; noShows: number; recentNoShows: number; cancellations: number };
const NO_COUNTS: Counts = { visits: 0, noShows: 0, recentNoShows: 0, cancellations: 0 };

function summaryOf(row: GuestRow, counts: Counts): GuestSummary {
  const { visits, noShows, recentNoShows, cancellations } = counts;
  return { id: row.id, visits, noShows, recentNoShows, cancellations, tags: listOf<string>(row.tags), allergies: listOf<Allergen>(row.allergies), allergyNotes: row.allergyNotes, notes: row.notes };
}

export function createGuestProfiles(db: Db, clock: Clock) {
  /** No-shows since this date count towards the mark on the day's rows (shared/schemas/guests.ts NO_SHOW_RISK). */
  const riskSince = () => addDays(serviceDate(clock()), -NO_SHOW_RISK.days);
  const countsOf = (ids: number[]) =>
    db
      .select({
        guestId: reservations.guestId,
        visits: counted.visits,
        noShows: counted.noShows,
        recentNoShows: sql<number>`coalesce(sum(${isNoShow()} and ${reservations.date} >= ${riskSince()}), 0)`.mapWith(Number),
        cancellations: counted.cancellations,
        firstVisit: counted.firstVisit,
        lastVisit: counted.lastVisit,
      })
      .from(reservations)
      .where(and(inArray(reservations.guestId, ids), isNull(reservations.anonymisedAt)))
      .groupBy(reservations.guestId)
      .all();

  const otherTables = db
    .select({ reservationId: reservationTables.reservationId, tableNumber: diningTables.tableNumber })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(eq(reservations.guestId, sql.placeholder('guestId')))
    .orderBy(reservationTables.position)
    .prepare();

  function profile(id: number): GuestProfile {
    const row = db.select().from(guests).where(eq(guests.id, id)).get();
    if (!row) throw notFound(GUEST_MESSAGES.notFound);
    const [counts] = countsOf([id]);
    const rows = db
      .select({
        id: reservations.id,
        confirmationNumber: reservations.confirmationNumber,
        date: reservations.date,
        startTime: reservations.startTime,
        endTime: reservations.endTime,
        partySize: reservations.partySize,
        preferredSection: reservations.preferredSection,
        tableName: diningTables.name,
        tableNumber: reservations.tableNumber,
        status: reservations.status,
        hasArrived: reservations.hasArrived,
        source: reservations.source,
        specialRequests: reservations.specialRequests,
      })
      .from(reservations)
      .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
      .where(and(eq(reservations.guestId, id), isNull(reservations.anonymisedAt)))
      .orderBy(desc(reservations.date), desc(reservations.startsAt))
      .all();
    // A party at joined tables reads 'Mesas 3 + 4' in its guest's history, as on the day's list: the
    // other tables of all the guest's bookings read at once.
    const others = otherTables.all({ guestId: id });
    const bookings = rows.map(({ tableNumber, ...booking }) => {
      const joined = others.filter((other) => other.reservationId === booking.id).map((other) => ({ name: '', tableNumber: other.tableNumber }));
      return { ...booking, tableName: booking.tableName === null ? null : tablesLabel([{ name: booking.tableName, tableNumber: tableNumber ?? 0 }, ...joined]) };
    });
    // The party size the guest books most often (the larger on a tie), from the bookings not cancelled (a no-show's too).
    const sizes = new Map<number, number>();
    for (const booking of bookings) if (!isCancelled(booking)) sizes.set(booking.partySize, (sizes.get(booking.partySize) ?? 0) + 1);
    const usualPartySize = [...sizes].sort(([sizeA, a], [sizeB, b]) => b - a || sizeB - sizeA)[0]?.[0] ?? null;
    return {
      ...summaryOf(row, counts ?? NO_COUNTS),
      name: row.name,
      phone: row.phoneKey,
      email: row.emailKey,
      firstVisit: counts?.firstVisit ?? null,
      lastVisit: counts?.lastVisit ?? null,
      usualPartySize,
      bookings,
    };
  }

  return {
    /** Whether the guest has missed enough bookings lately to be marked (and, if the owner chose so, to book online as pending). */
    missesBookings(id: number): boolean {
      return (countsOf([id])[0]?.recentNoShows ?? 0) >= NO_SHOW_RISK.noShows;
    },

    /** The badges of the guests of a day's bookings, by guest. */
    summaries(ids: readonly number[]): Map<number, GuestSummary> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const counts = new Map(countsOf(unique).map((row) => [row.guestId, row]));
      const rows = db.select().from(guests).where(inArray(guests.id, unique)).all();
      return new Map(rows.map((row) => [row.id, summaryOf(row, counts.get(row.id) ?? NO_COUNTS)]));
    },

    /**
     * By the words of the name in any order, accents and case aside ('garcia maria' finds 'María
     * García'), by part of the e-mail, or by three or more of the phone's digits.
     */
    search(query: string): GuestListItem[] {
      const typed = query.trim();
      const words = searchWords(typed);
      const digits = typed.replace(/\D/g, '');
      const matches = typed
        ? or(and(...words.map((word) => contains(guests.nameKey, word))), contains(guests.emailKey, emailKey(typed)), ...(digits.length >= 3 ? [contains(guests.phoneKey, phoneKey(digits))] : []))
        : undefined;
      const rows = db
        .select({ row: guests, visits: counted.visits, noShows: counted.noShows, lastVisit: counted.lastVisit })
        .from(guests)
        .leftJoin(reservations, and(eq(reservations.guestId, guests.id), isNull(reservations.anonymisedAt)))
        .where(matches)
        .groupBy(guests.id)
        .orderBy(sql`${counted.lastVisit} is null`, desc(counted.lastVisit), guests.nameKey)
        .limit(GUEST_SEARCH_LIMIT)
        .all();
      return rows.map(({ row, visits, noShows, lastVisit }) => ({ id: row.id, name: row.name, phone: row.phoneKey, email: row.emailKey, visits, noShows, lastVisit, tags: listOf<string>(row.tags) }));
    },

    profile,

    update(id: number, change: GuestUpdate): GuestProfile {
      const updated = db
        .update(guests)
        .set({ notes: change.notes, allergies: JSON.stringify(change.allergies), allergyNotes: change.allergyNotes, tags: JSON.stringify(change.tags), updatedAt: clock().toISOString() })
        .where(eq(guests.id, id))
        .run();
      if (updated.changes === 0) throw notFound(GUEST_MESSAGES.notFound);
      return profile(id);
    },
  };
}

export type GuestProfiles = ReturnType<typeof createGuestProfiles>;
