/** A fresh venue database in a temporary folder, migrated, for tests of one module against real SQLite. */
import type { BookingSource } from '../../shared/booking-source';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase, type Db } from '../../server/db/open';
import { bookingInterval } from '../../server/tables/interval';
import { createReservationRepository } from '../../server/reservations/repository';

export interface TempDatabase {
  db: Db;
  close(): void;
}

/**
 * A database as the version before migration `tag` left it (the migrations up to it, in a folder of
 * their own), to fill with rows and then open as the new version would: `reopen` applies the rest.
 */
export function databaseBefore(tag: string): { db: Db; reopen(): Db; close(): void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-older-'));
  const older = mkdtempSync(path.join(tmpdir(), 'venue-migrations-'));
  cpSync(DEFAULT_MIGRATIONS_FOLDER, older, { recursive: true });
  const journalFile = path.join(older, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalFile, JSON.stringify(journal));
  const opened: Db[] = [openDatabase({ dataDir, migrationsFolder: older })];
  return {
    db: opened[0] as Db,
    reopen() {
      (opened.at(-1) as Db).$client.close();
      const db = openDatabase({ dataDir });
      opened.push(db);
      return db;
    },
    close() {
      (opened.at(-1) as Db).$client.close();
      for (const folder of [dataDir, older]) rmSync(folder, { recursive: true, force: true });
    },
  };
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
  /** The booking's other tables, when the party sits at joined tables. */
  otherTableIds?: number[];
  tableNumber?: number;
  date?: string;
  startTime?: string;
  endTime?: string;
  status?: 'confirmed' | 'cancelled' | 'no-show';
  hasLeft?: boolean;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  partySize?: number;
  preferredSection?: string;
  source?: BookingSource | null;
  arrivedAt?: string | null;
  leftAt?: string | null;
  anonymisedAt?: string | null;
}

let stored = 0;

/** Writes a booking straight through the repository, as the booking service would, with the fields a test cares about. */
export function storeBooking(db: Db, booking: StoredBooking): void {
  const { date = '2026-11-23', startTime = '20:00', endTime = '22:00', otherTableIds = [], ...rest } = booking;
  stored++;
  const repository = createReservationRepository(db, () => new Date('2026-11-23T12:00:00+01:00'));
  const id = `00000000-0000-4000-8000-${String(stored).padStart(12, '0')}`;
  repository.insert({
    id,
    customerName: 'Cliente',
    customerEmail: `cliente${stored}@example.com`,
    customerPhone: '600000000',
    date,
    startTime,
    endTime,
    ...bookingInterval(date, startTime, endTime),
    tableNumber: rest.tableNumber ?? null,
    preferredSection: rest.preferredSection ?? 'Salón',
    partySize: rest.partySize ?? 2,
    specialRequests: null,
    confirmationNumber: `RES-T${String(stored).padStart(7, '0')}`,
    isAdminAction: false,
    ...rest,
  });
  repository.setOtherTables(id, otherTableIds);
}
