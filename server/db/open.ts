import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface OpenDatabaseOptions {
  dataDir: string;
  migrationsFolder?: string;
  /** Called before migrations change a database that already holds data (a backup is taken there). */
  beforeMigrate?(client: Database.Database): void;
}

/** Migrations not yet applied to a database that already had some: drizzle applies those newer than its last. */
function hasPendingMigrations(client: Database.Database, migrationsFolder: string): boolean {
  const table = client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return false;
  const { last } = client.prepare('SELECT MAX(created_at) AS last FROM __drizzle_migrations').get() as { last: number | null };
  return last !== null && readMigrationFiles({ migrationsFolder }).some((migration) => migration.folderMillis > Number(last));
}

/**
 * Opens DATA_DIR/venue.db with WAL, foreign keys, a busy timeout and secure delete, and brings its schema up to date.
 * synchronous=FULL because the front-desk PC can lose power and an acknowledged booking must
 * survive it.
 */
export function openDatabase({ dataDir, migrationsFolder = DEFAULT_MIGRATIONS_FOLDER, beforeMigrate }: OpenDatabaseOptions): Db {
  mkdirSync(dataDir, { recursive: true });
  const client = new Database(path.join(dataDir, 'venue.db'));
  client.pragma('journal_mode = WAL');
  client.pragma('synchronous = FULL');
  client.pragma('foreign_keys = ON');
  client.pragma('busy_timeout = 5000');
  // What a write overwrites (a secret sealed, a diner's data erased) is zeroed, not left in free pages.
  client.pragma('secure_delete = ON');
  const db = drizzle({ client, schema, casing: 'snake_case' });
  if (beforeMigrate && hasPendingMigrations(client, migrationsFolder)) beforeMigrate(client);
  migrate(db, { migrationsFolder });
  return db;
}
