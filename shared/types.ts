/**
 * Shapes of the API answers that both the server and the React app read, derived from the
 * database schema so a column is declared once (type-only imports: nothing of the server reaches
 * the browser bundle).
 */
import type { diningTables, reservationAttempts, reservations } from '../server/db/schema';

type ReservationRow = typeof reservations.$inferSelect;

export type ReservationStatus = ReservationRow['status'];

/** A booking as the API answers it: the stored row without its timeline columns, with its table's name and section. */
export type Reservation = Omit<ReservationRow, 'startsAt' | 'endsAt' | 'updatedAt'> & {
  tableName: string | null;
  tableSection: string | null;
};

export type DiningTable = typeof diningTables.$inferSelect;

export type ReservationAttempt = typeof reservationAttempts.$inferSelect;

export interface TableDetail {
  id: number;
  tableNumber: number;
  name: string;
  /** 'min-max', e.g. '2-4'. */
  capacity: string;
  section: string;
}

export interface RangeAvailability {
  availableTables: number[];
  tableDetails: TableDetail[];
  totalTables: number;
}
