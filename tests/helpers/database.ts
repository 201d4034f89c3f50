/** A fresh venue database in a temporary folder, migrated, for tests of one module against real SQLite. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/open';
import { bookingInterval } from '../../server/reservations/interval';
import { createReservationRepository } from '../../server/reservations/repository';

export interface TempDatabase {
  db: Db;
  close(): void;
}

export function tempDatabase(): TempDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-unit-'));
  const db = openDatabase({ dataDir });
  return {
    db,
    close() {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface StoredBooking {
  tableId: number | null;
  tableNumber?: number;
  date?: string;
  startTime?: string;
  endTime?: string;
  status?: 'confirmed' | 'cancelled';
  hasLeft?: boolean;
}

let stored = 0;

/** Writes a booking straight through the repository, as the booking service would, with the fields a test cares about. */
export function storeBooking(db: Db, booking: StoredBooking): void {
  const { date = '2026-11-23', startTime = '20:00', endTime = '22:00', ...rest } = booking;
  stored++;
  createReservationRepository(db, () => new Date('2026-11-23T12:00:00+01:00')).insert({
    id: `00000000-0000-4000-8000-${String(stored).padStart(12, '0')}`,
    customerName: 'Cliente',
    customerEmail: `cliente${stored}@example.com`,
    customerPhone: '600000000',
    date,
    startTime,
    endTime,
    ...bookingInterval(date, startTime, endTime),
    tableNumber: rest.tableNumber ?? null,
    preferredSection: 'Salón',
    partySize: 2,
    specialRequests: null,
    confirmationNumber: `RES-T${String(stored).padStart(7, '0')}`,
    isAdminAction: false,
    ...rest,
  });
}
