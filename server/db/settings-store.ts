import type { Statement } from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { Db } from './open';
import { settings } from './schema';

/**
 * Settings are read on almost every request (the venue, the mail server, the booking rules): one
 * statement prepared per database and kept, not a query built anew by the query builder each time
 * (a third of a booking's own work, measured with `npm run bench`).
 */
const settingReads = new WeakMap<Db, Statement<[string], string | undefined>>();

export function readSetting(db: Db, key: string): string | null {
  let read = settingReads.get(db);
  if (!read) {
    read = db.$client.prepare<[string], string | undefined>('SELECT value FROM settings WHERE key = ?').pluck();
    settingReads.set(db, read);
  }
  return read.get(key) ?? null;
}

export function writeSetting(db: Db, key: string, value: string): void {
  db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } }).run();
}

export function deleteSetting(db: Db, key: string): void {
  db.delete(settings).where(eq(settings.key, key)).run();
}

/** One setting held as JSON, with what it is until the owner chooses: a small store of its own. */
export interface JsonSetting<T> {
  read(): T;
  write(value: T): T;
}

export function jsonSetting<T>(db: Db, key: string, fallback: T): JsonSetting<T> {
  return {
    read: () => {
      const stored = readSetting(db, key);
      return stored === null ? fallback : (JSON.parse(stored) as T);
    },
    write(value) {
      writeSetting(db, key, JSON.stringify(value));
      return value;
    },
  };
}
