/** Reading and writing reservation rows; answers carry their table's name and section, and all their tables. */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { bySlotThenTable } from '../../shared/reservation-status';
import type { ReservationRecord } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { diningTables, reservations, reservationTables } from '../db/schema';
import { placeholdersFor } from '../db/placeholders';
import { isListed } from '../db/booking-rules';
import { provesOwnership, type BookingProof } from './ownership';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

const { startsAt: _startsAt, endsAt: _endsAt, updatedAt: _updatedAt, ...answered } = getTableColumns(reservations);
const ANSWER_COLUMNS = { ...answered, tableName: diningTables.name, tableSection: diningTables.section, tableNumberNow: diningTables.tableNumber };

const p = sql.placeholder;

type Answered = Omit<ReservationRecord, 'tables'> & { tableNumberNow: number | null };
type OtherTable = ReservationRecord['tables'][number] & { reservationId: string };

/** A booking's tables in order: its own table, then the others it was joined with. */
function withTables(row: Answered, others: readonly OtherTable[]): ReservationRecord {
  // The table's number as it is now, like the others' (the row keeps the one it was booked with).
  const first = row.tableId !== null && row.tableName !== null ? [{ id: row.tableId, name: row.tableName, tableNumber: row.tableNumberNow ?? row.tableNumber ?? 0 }] : [];
  const rest = others.filter((other) => other.reservationId === row.id).map(({ id, name, tableNumber }) => ({ id, name, tableNumber }));
  return { ...row, tables: [...first, ...rest] };
}

export function createReservationRepository(db: Db, clock: Clock) {
  const answers = () => db.select(ANSWER_COLUMNS).from(reservations).leftJoin(diningTables, eq(diningTables.id, reservations.tableId));
  const byId = answers()
    .where(eq(reservations.id, p('id')))
    .prepare();
  const byDate = answers()
    .where(and(eq(reservations.date, p('date')), isListed()))
    .prepare();
  const byEmailAndNumber = answers()
    .where(and(eq(reservations.customerEmail, p('email')), eq(reservations.confirmationNumber, p('confirmationNumber'))))
    .prepare();
  const rowById = db
    .select()
    .from(reservations)
    .where(eq(reservations.id, p('id')))
    .prepare();
  const numberExists = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.confirmationNumber, p('confirmationNumber')))
    .prepare();
  const insert = db.insert(reservations).values(placeholdersFor(reservations)).prepare();
  const otherTables = () =>
    db
      .select({ reservationId: reservationTables.reservationId, id: diningTables.id, name: diningTables.name, tableNumber: diningTables.tableNumber })
      .from(reservationTables)
      .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId));
  const otherTablesOf = otherTables()
    .where(eq(reservationTables.reservationId, p('id')))
    .orderBy(asc(reservationTables.position))
    .prepare();
  const otherTablesOn = otherTables()
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(eq(reservations.date, p('date')))
    .orderBy(asc(reservationTables.position))
    .prepare();
  const one = (row: Answered | undefined): ReservationRecord | null => (row ? withTables(row, otherTablesOf.all({ id: row.id })) : null);

  return {
    insert(row: Omit<NewReservationRow, 'createdAt' | 'updatedAt'>): void {
      const now = clock().toISOString();
      insert.run({
        status: 'confirmed',
        hasArrived: false,
        hasLeft: false,
        arrivedAt: null,
        leftAt: null,
        times: null,
        anonymisedAt: null,
        source: null,
        remindedAt: null,
        reminderChannel: null,
        dinerConfirmedAt: null,
        dinerAllergies: '[]',
        dinerAllergyNotes: null,
        dinerAllergiesAt: null,
        reconfirmBy: null,
        nudgedAt: null,
        releasedAt: null,
        surveyOptOut: false,
        surveySentAt: null,
        calendarSequence: 0,
        guestId: null,
        combinationId: null,
        ...row,
        createdAt: now,
        updatedAt: now,
      });
    },
    update(id: string, patch: Partial<NewReservationRow>): void {
      db.update(reservations)
        .set({ ...patch, updatedAt: clock().toISOString() })
        .where(eq(reservations.id, id))
        .run();
    },
    findRow(id: string): ReservationRow | undefined {
      return rowById.get({ id });
    },
    /** A party at joined tables holds these besides its own (tableId); none clears them. */
    setOtherTables(id: string, tableIds: readonly number[]): void {
      db.delete(reservationTables).where(eq(reservationTables.reservationId, id)).run();
      if (tableIds.length > 0) {
        db.insert(reservationTables)
          .values(tableIds.map((tableId, index) => ({ reservationId: id, tableId, position: index + 1 })))
          .run();
      }
    },
    find(id: string): ReservationRecord | null {
      return one(byId.get({ id }));
    },
    /** The day's bookings for the dashboard, cancelled ones left out (no-shows kept), in slot order. */
    listForDate(date: string): ReservationRecord[] {
      const others = otherTablesOn.all({ date });
      return byDate
        .all({ date })
        .map((row) => withTables(row, others))
        .sort(bySlotThenTable);
    },
    /**
     * The one booking a diner proves is theirs with its e-mail and confirmation number: a mailbox
     * proves nothing about the other bookings made with it, nor does the placeholder of staff's.
     */
    findByProof(proof: BookingProof): ReservationRecord | null {
      const found = byEmailAndNumber.get({ email: proof.email, confirmationNumber: proof.confirmationNumber });
      return found && provesOwnership(found, proof) ? one(found) : null;
    },
    confirmationNumberExists(confirmationNumber: string): boolean {
      return numberExists.get({ confirmationNumber }) !== undefined;
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
