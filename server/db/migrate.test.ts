/** The migration chain's runner: SQL and data migrations in order, each once, a copy before either changes a venue's data. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAIN, databaseAfter, databaseBeforeStep, type ChainDatabase } from '../../tests/helpers/migration-chain';
import { DATA_MIGRATIONS } from './data-migrations';
import type { DataMigration } from './migrate';
import { openDatabase, type Db } from './open';

const opened: ChainDatabase[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});
const track = (database: ChainDatabase) => (opened.push(database), database);

const columnsOf = (db: Db, table: string) => (db.$client.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
const dataMigrationsDone = (db: Db) => db.$client.prepare('SELECT name FROM __data_migrations ORDER BY name').pluck().all();
const setting = (db: Db, key: string) => db.$client.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key);

const BOOKING = `INSERT INTO reservations (id, customer_name, customer_email, customer_phone, date, start_time, end_time, time, party_size, confirmation_number, starts_at, ends_at)
  VALUES ('a', 'Íñigo', 'inigo@example.com', '699 111 222', '2026-11-20', '21:00', '23:00', '21:00', 2, 'RES-A', 100, 220)`;

describe('the migration chain', () => {
  it('lists every data migration, each after a SQL migration of this release', () => {
    expect(CHAIN.filter((step) => step.kind === 'data').map((step) => step.name)).toEqual(DATA_MIGRATIONS.map((migration) => migration.name));
    expect(new Set(CHAIN.map((step) => step.name)).size).toBe(CHAIN.length);
  });

  it('runs a data migration after the SQL migration it names and before the next, once', () => {
    const older = track(databaseBeforeStep('0010_guest_book'));
    older.db.$client.prepare(BOOKING).run();
    const seen: string[][] = [];
    const probe: DataMigration = { name: '9999-probe', after: '0011_guest_name_key', run: (db) => void seen.push([...columnsOf(db, 'guests'), ...columnsOf(db, 'reservations')]) };
    const chain = { dataMigrations: [...DATA_MIGRATIONS, probe] };

    const db = older.reopen(chain);
    expect(seen).toHaveLength(1);
    // 0011's column is there, 0012's not yet.
    expect(seen[0]).toContain('name_key');
    expect(seen[0]).not.toContain('arrived_at');
    expect(columnsOf(db, 'reservations')).toContain('arrived_at');
    expect(dataMigrationsDone(db)).toEqual(['0001-fold-guest-names', '0002-link-guests', '9999-probe']);
    // The booking from before the guest book, linked on this first start.
    expect(db.$client.prepare('SELECT guest_id FROM reservations').pluck().get()).toBe(1);

    older.reopen(chain);
    expect(seen).toHaveLength(1);
  });

  it('gives a database from before data migrations (linked and folded at every start then) what they do, at its next open, after a copy', () => {
    // Every SQL migration applied, no data migration recorded: the release before this one.
    const previous = track(databaseAfter(CHAIN.filter((step) => step.kind === 'sql')));
    previous.db.$client.prepare(BOOKING).run();
    previous.db.$client.prepare("INSERT INTO guests (name, email_key) VALUES ('María', 'maria@example.com')").run();
    const beforeMigrate = vi.fn((client: Db['$client']) => client.prepare('SELECT guest_id FROM reservations').pluck().get());

    const db = previous.reopen({ beforeMigrate });
    // The copy is taken of the database as it was, before the booking is linked.
    expect(beforeMigrate).toHaveBeenCalledOnce();
    expect(beforeMigrate).toHaveReturnedWith(null);
    expect(db.$client.prepare('SELECT id, name, name_key AS key FROM guests ORDER BY id').all()).toEqual([
      { id: 1, name: 'María', key: 'maria' },
      { id: 2, name: 'Íñigo', key: 'inigo' },
    ]);
    expect(db.$client.prepare('SELECT guest_id FROM reservations').pluck().get()).toBe(2);

    previous.reopen({ beforeMigrate });
    expect(beforeMigrate).toHaveBeenCalledOnce();
  });

  it('copies a database whose only pending step is a data migration, and not a new one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-new-'));
    try {
      const beforeMigrate = vi.fn();
      openDatabase({ dataDir, beforeMigrate }).$client.close();
      expect(beforeMigrate).not.toHaveBeenCalled();
      const ran = vi.fn();
      const db = openDatabase({ dataDir, beforeMigrate, dataMigrations: [...DATA_MIGRATIONS, { name: '9999-later', after: '0014_outages', run: ran }] });
      expect(beforeMigrate).toHaveBeenCalledOnce();
      expect(beforeMigrate.mock.invocationCallOrder[0]).toBeLessThan(ran.mock.invocationCallOrder[0] as number);
      db.$client.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves nothing of a data migration that fails, and runs it again at the next open', () => {
    const current = track(databaseAfter(CHAIN));
    const write = (value: string, fail: boolean): DataMigration => ({
      name: '9999-settings',
      after: '0014_outages',
      run(db) {
        db.$client.prepare("INSERT INTO settings (key, value) VALUES ('k', ?)").run(value);
        if (fail) throw new Error('disco lleno');
      },
    });
    expect(() => current.reopen({ dataMigrations: [...DATA_MIGRATIONS, write('a medias', true)] })).toThrow('disco lleno');
    const db = current.reopen({ dataMigrations: [...DATA_MIGRATIONS, write('hecho', false)] });
    expect(setting(db, 'k')).toBe('hecho');
    expect(dataMigrationsDone(db)).toContain('9999-settings');
  });
});
