/** Reading and writing reservation rows, joined with their table for the answers. */
import { eq } from 'drizzle-orm';
import type { Reservation } from '../../shared/types';
import { compareSlots } from '../../shared/schedule';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { reservations } from '../db/schema';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

interface JoinedRow extends Omit<Reservation, 'hasArrived' | 'hasLeft' | 'isAdminAction'> {
  hasArrived: number;
  hasLeft: number;
  isAdminAction: number;
}

const SELECT = `
  SELECT r.id, r.customer_name AS customerName, r.customer_email AS customerEmail,
    r.customer_phone AS customerPhone, r.date, r.end_date AS endDate, r.start_time AS startTime,
    r.end_time AS endTime, r.time, r.times, r.table_id AS tableId, r.table_number AS tableNumber,
    t.name AS tableName, t.section AS tableSection, r.preferred_section AS preferredSection,
    r.party_size AS partySize, r.special_requests AS specialRequests, r.status,
    r.has_arrived AS hasArrived, r.has_left AS hasLeft, r.confirmation_number AS confirmationNumber,
    r.is_admin_action AS isAdminAction, r.created_at AS createdAt
  FROM reservations r LEFT JOIN dining_tables t ON t.id = r.table_id`;

const toReservation = (row: JoinedRow): Reservation => ({
  ...row,
  hasArrived: row.hasArrived === 1,
  hasLeft: row.hasLeft === 1,
  isAdminAction: row.isAdminAction === 1,
});

/** Orders by the staff slot list (14:00 … 02:00), then by table number. */
export function bySlotThenTable(a: Reservation, b: Reservation): number {
  return compareSlots(a.startTime, b.startTime) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0);
}

export function createReservationRepository(db: Db, clock: Clock) {
  const client = db.$client;
  const byId = client.prepare<{ id: string }, JoinedRow>(`${SELECT} WHERE r.id = @id`);
  const byDate = client.prepare<{ date: string }, JoinedRow>(`${SELECT} WHERE r.date = @date AND r.status <> 'cancelled'`);
  const byEmail = client.prepare<{ email: string; from: string }, JoinedRow>(
    `${SELECT} WHERE r.customer_email = @email AND r.date >= @from ORDER BY r.date, r.starts_at`,
  );
  const byEmailAndNumber = client.prepare<{ email: string; confirmationNumber: string }, JoinedRow>(
    `${SELECT} WHERE r.customer_email = @email AND r.confirmation_number = @confirmationNumber`,
  );
  const numberExists = client.prepare<{ confirmationNumber: string }, { id: string }>(
    `SELECT id FROM reservations WHERE confirmation_number = @confirmationNumber`,
  );

  return {
    insert(row: NewReservationRow): void {
      db.insert(reservations).values(row).run();
    },
    update(id: string, patch: Partial<NewReservationRow>): void {
      db.update(reservations)
        .set({ ...patch, updatedAt: clock().toISOString() })
        .where(eq(reservations.id, id))
        .run();
    },
    findRow(id: string): ReservationRow | undefined {
      return db.select().from(reservations).where(eq(reservations.id, id)).get();
    },
    find(id: string): Reservation | null {
      const row = byId.get({ id });
      return row ? toReservation(row) : null;
    },
    /** The day's bookings for the dashboard, cancelled ones left out, in slot order. */
    listForDate(date: string): Reservation[] {
      return byDate.all({ date }).map(toReservation).sort(bySlotThenTable);
    },
    /**
     * A diner proves ownership with e-mail plus one confirmation number; the answer then lists that
     * e-mail's bookings from `from` on, together with the one found, wherever its date falls.
     */
    search(email: string, confirmationNumber: string, from: string): Reservation[] {
      const found = byEmailAndNumber.get({ email, confirmationNumber });
      if (!found) return [];
      const others = byEmail.all({ email, from }).filter((row) => row.id !== found.id);
      return [found, ...others].map(toReservation);
    },
    confirmationNumberExists(confirmationNumber: string): boolean {
      return numberExists.get({ confirmationNumber }) !== undefined;
    },
  };
}

export type ReservationRepository = ReturnType<typeof createReservationRepository>;
