import { eq } from 'drizzle-orm';
import type { Db } from './open';
import { settings } from './schema';

export function readSetting(db: Db, key: string): string | null {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()?.value ?? null;
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
