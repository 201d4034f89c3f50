import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from './client';
import { DATA_MIGRATIONS } from './data-migrations';
import { applySteps, migrationChain, pendingSteps, wasMigrated, type DataMigration } from './migrate';
import * as schema from './schema';

export type { Db } from './client';

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface OpenDatabaseOptions {
  dataDir: string;
  migrationsFolder?: string;
  /** The data migrations of the chain; an older release had fewer (tests build its database). */
  dataMigrations?: readonly DataMigration[];
  /** Called before migrations change a database that already holds data (a backup is taken there). */
  beforeMigrate?(client: Database.Database): void;
}

/**
 * DATA_DIR/venue.db with WAL, foreign keys, a busy timeout and secure delete, as it stands.
 * synchronous=FULL because the front-desk PC can lose power and an acknowledged booking must
 * survive it.
 */
export function connectDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const client = new Database(path.join(dataDir, 'venue.db'));
  client.pragma('journal_mode = WAL');
  client.pragma('synchronous = FULL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
  // What a write overwrites (a secret sealed, a diner's data erased) is zeroed, not left in free pages.
  client.pragma('secure_delete = ON');
  return drizzle({ client, schema, casing: 'snake_case' });
}

/** Opens DATA_DIR/venue.db (connectDatabase) and brings it up to date: the SQL and data migrations it lacks. */
export function openDatabase({ dataDir, migrationsFolder = DEFAULT_MIGRATIONS_FOLDER, dataMigrations = DATA_MIGRATIONS, beforeMigrate }: OpenDatabaseOptions): Db {
  const db = connectDatabase(dataDir);
  try {
    const pending = pendingSteps(db.$client, migrationChain(migrationsFolder, dataMigrations));
    if (beforeMigrate && pending.length > 0 && wasMigrated(db.$client)) beforeMigrate(db.$client);
    applySteps(db, pending, migrationsFolder);
    return db;
  } catch (error) {
    // Left open, the file could not be put back or replaced (Windows keeps an open file in place).
    db.$client.close();
    throw error;
  }
}
