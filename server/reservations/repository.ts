/** Reading and writing reservation rows; answers carry their table's name and section. */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { bySlotThenTable } from '../../shared/reservation-status';
import type { ReservationRecord } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { diningTables, reservations } from '../db/schema';
import { placeholdersFor } from '../db/placeholders';
import { isListed } from '../db/booking-rules';
import { provesOwnership, type BookingProof } from './ownership';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

const { startsAt: _startsAt, endsAt: _endsAt, updatedAt: _updatedAt, ...answered } = getTableColumns(reservations);
const ANSWER_COLUMNS = { ...answered, tableName: diningTables.name, tableSection: diningTables.section };

const p = sql.placeholder;

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
        guestId: null,
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
    find(id: string): ReservationRecord | null {
      return byId.get({ id }) ?? null;
    },
    /** The day's bookings for the dashboard, cancelled ones left out (no-shows kept), in slot order. */
    listForDate(date: string): ReservationRecord[] {
      return byDate.all({ date }).sort(bySlotThenTable);
    },
    /**
     * The one booking a diner proves is theirs with its e-mail and confirmation number: a mailbox
     * proves nothing about the other bookings made with it, nor does the placeholder of staff's.
     */
    findByProof(proof: BookingProof): ReservationRecord | null {
      const found = byEmailAndNumber.get({ email: proof.email, confirmationNumber: proof.confirmationNumber });
      return found && provesOwnership(found, proof) ? found : null;
    },
    confirmationNumberExists(confirmationNumber: string): boolean {
      return numberExists.get({ confirmationNumber }) !== undefined;
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
