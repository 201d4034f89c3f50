/** The waiting list's rows: its entries, and the tables held for an entry's open offer. */
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { emailKey, phoneKey } from '../../shared/contact-keys';
import type { Section } from '../../shared/sections';
import type { WaitlistKind, WaitlistState } from '../../shared/schemas/waitlist';
import type { Db } from '../db/open';
import { phoneKeyOf } from '../db/booking-rules';
import { mailboxOf } from '../db/mailbox';
import { diningTables, waitlistEntries, waitlistHolds } from '../db/schema';
import type { TableName } from '../tables';

export type EntryRow = typeof waitlistEntries.$inferSelect;

/** An entry with the tables held for its open offer (none once it is answered). */
export interface WaitlistEntry extends Omit<EntryRow, 'kind' | 'state' | 'preferredSection' | 'offerSection'> {
  kind: WaitlistKind;
  state: WaitlistState;
  preferredSection: Section | null;
  offerSection: Section | null;
  heldTables: TableName[];
}

/** Still hoping for a table: waiting, or an offer out. */
const LIVE_STATES: WaitlistState[] = ['waiting', 'offered'];

export interface NewEntry {
  kind: WaitlistKind;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  date: string;
  startTime: string;
  latestStart: string;
  partySize: number;
  preferredSection: Section | null;
  quotedMinutes: number | null;
}

export interface OfferFields {
  startTime: string;
  endTime: string;
  section: Section;
  combinationId: number | null;
  expiresAt: string;
  tableIds: readonly number[];
  startsAt: number;
  endsAt: number;
}

export function createWaitlistEntries(db: Db) {
  const heldOf = (ids: number[]) =>
    ids.length === 0
      ? []
      : db
          .select({ entryId: waitlistHolds.entryId, id: diningTables.id, name: diningTables.name, tableNumber: diningTables.tableNumber })
          .from(waitlistHolds)
          .innerJoin(diningTables, eq(diningTables.id, waitlistHolds.tableId))
          .where(inArray(waitlistHolds.entryId, ids))
          .orderBy(asc(diningTables.tableNumber))
          .all();

  function withHolds(rows: EntryRow[]): WaitlistEntry[] {
    const held = heldOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...(row as Omit<WaitlistEntry, 'heldTables'>),
      heldTables: held.filter((table) => table.entryId === row.id).map(({ id, name, tableNumber }) => ({ id, name, tableNumber })),
    }));
  }

  const clearHolds = (id: number) => db.delete(waitlistHolds).where(eq(waitlistHolds.entryId, id)).run();

  return {
    find(id: number): WaitlistEntry | null {
      const row = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).get();
      return row ? (withHolds([row])[0] ?? null) : null;
    },

    /** A date's entries in the order they joined. */
    onDate(date: string): WaitlistEntry[] {
      return withHolds(db.select().from(waitlistEntries).where(eq(waitlistEntries.date, date)).orderBy(asc(waitlistEntries.id)).all());
    },

    /** Diners from the web still waiting for a table (on or after `from`, when given), in the order they joined. */
    waitingOnline(from?: string): WaitlistEntry[] {
      return withHolds(
        db
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.kind, 'online'), eq(waitlistEntries.state, 'waiting'), from === undefined ? undefined : gte(waitlistEntries.date, from)))
          .orderBy(asc(waitlistEntries.id))
          .all(),
      );
    },

    /** Open offers whose hold ended at or before `instant`. */
    offersEndedBy(instant: string): WaitlistEntry[] {
      return withHolds(
        db
          .select()
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.state, 'offered'), lte(waitlistEntries.offerExpiresAt, instant)))
          .all(),
      );
    },

    /** Whether the e-mail's mailbox or the phone already has a live entry that date. */
    hasLiveEntry(date: string, email: string, phone: string): boolean {
      return (
        db
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.date, date),
              inArray(waitlistEntries.state, LIVE_STATES),
              or(eq(mailboxOf(waitlistEntries.customerEmail), mailboxOf(sql`${emailKey(email)}`)), eq(phoneKeyOf(waitlistEntries.customerPhone), phoneKey(phone))),
            ),
          )
          .get() !== undefined
      );
    },

    /** Personal data with an end: the entries of dates before `date`, and their holds, deleted. */
    deleteBefore(date: string): number {
      return db.delete(waitlistEntries).where(lt(waitlistEntries.date, date)).run().changes;
    },

    insert(entry: NewEntry, createdAt: string): WaitlistEntry {
      const { id } = db
        .insert(waitlistEntries)
        .values({ ...entry, createdAt })
        .returning({ id: waitlistEntries.id })
        .get();
      return this.find(id) as WaitlistEntry;
    },

    /** Puts an offer out: the entry's next offer number, and its tables held. */
    offer(id: number, offer: OfferFields): void {
      clearHolds(id);
      db.update(waitlistEntries)
        .set({
          state: 'offered',
          offerStartTime: offer.startTime,
          offerEndTime: offer.endTime,
          offerSection: offer.section,
          offerCombinationId: offer.combinationId,
          offerExpiresAt: offer.expiresAt,
          offerNumber: sql`${waitlistEntries.offerNumber} + 1`,
        })
        .where(eq(waitlistEntries.id, id))
        .run();
      for (const tableId of offer.tableIds) db.insert(waitlistHolds).values({ entryId: id, tableId, startsAt: offer.startsAt, endsAt: offer.endsAt }).run();
    },

    /** Ends the entry's offer, if any, in a new state: its tables are no longer held. */
    settle(id: number, state: WaitlistState, reservationId: string | null = null): void {
      clearHolds(id);
      db.update(waitlistEntries)
        .set({ state, ...(reservationId ? { reservationId } : {}) })
        .where(eq(waitlistEntries.id, id))
        .run();
    },
  };
}

export type WaitlistEntries = ReturnType<typeof createWaitlistEntries>;
