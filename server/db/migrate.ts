/**
 * The migration chain: the SQL migrations drizzle-kit writes into migrations/, and between them the
 * data migrations (server/db/data-migrations/), each run once after the SQL migration it names and
 * recorded in `__data_migrations`. drizzle's own `migrate` would apply every pending SQL migration at
 * once, so the chain is walked here: runs of SQL migrations through drizzle's dialect (same record,
 * `__drizzle_migrations`, same rule: those newer than the last applied), each data migration in a
 * transaction of its own with its record.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

export interface DataMigration {
  /** Its record in `__data_migrations`; never renamed once released. */
  name: string;
  /** The tag of the SQL migration it runs after: it reads and writes that schema, or a later one. */
  after: string;
  /** What it does, inside the runner's transaction. */
  run(db: Db): void;
}

export type MigrationStep = { kind: 'sql'; name: string; sql: MigrationMeta } | { kind: 'data'; name: string; data: DataMigration };

/**
 * The chain in the order it runs: each SQL migration of the folder's journal, then the data
 * migrations that follow it. A data migration after a tag the folder lacks belongs to a later
 * release (an older folder, as in the tests) and is left out.
 */
export function migrationChain(migrationsFolder: string, dataMigrations: readonly DataMigration[]): MigrationStep[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  // readMigrationFiles reads the same journal's entries in the same order, without their tags.
  return readMigrationFiles({ migrationsFolder }).flatMap((sql, index): MigrationStep[] => {
    const tag = journal.entries[index]?.tag ?? '';
    return [{ kind: 'sql', name: tag, sql }, ...dataMigrations.filter((data) => data.after === tag).map((data): MigrationStep => ({ kind: 'data', name: data.name, data }))];
  });
}

const hasTable = (client: Database.Database, name: string) => client.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** When drizzle last migrated this database (its newest migration's journal time), or null for a new one. */
function lastSqlMigration(client: Database.Database): number | null {
  if (!hasTable(client, '__drizzle_migrations')) return null;
  const { last } = client.prepare('SELECT MAX(created_at) AS last FROM __drizzle_migrations').get() as { last: number | null };
  return last === null ? null : Number(last);
}

/** The steps of the chain not yet applied to this database. */
export function pendingSteps(client: Database.Database, chain: readonly MigrationStep[]): MigrationStep[] {
  const last = lastSqlMigration(client);
  const done = new Set(hasTable(client, '__data_migrations') ? (client.prepare('SELECT name FROM __data_migrations').pluck().all() as string[]) : []);
  return chain.filter((step) => (step.kind === 'sql' ? last === null || step.sql.folderMillis > last : !done.has(step.name)));
}

/** Whether this database was migrated before, so holds what a venue keeps (a new one holds nothing yet). */
export const wasMigrated = (client: Database.Database): boolean => lastSqlMigration(client) !== null;

type SyncMigrate = SQLiteSyncDialect['migrate'];
/** What drizzle's own better-sqlite3 migrator reaches on the database; its types mark both internal. */
interface DrizzleInternals {
  dialect: { migrate: SyncMigrate };
  session: Parameters<SyncMigrate>[1];
}

/** Applies `steps` in order: each run of SQL migrations in one transaction (drizzle's), each data migration in its own. */
export function applySteps(db: Db, steps: readonly MigrationStep[], migrationsFolder: string): void {
  const client = db.$client;
  client.exec(`CREATE TABLE IF NOT EXISTS __data_migrations (
    name text PRIMARY KEY NOT NULL,
    applied_at text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  )`);
  const record = client.prepare('INSERT INTO __data_migrations (name) VALUES (?)');
  const drizzle = db as unknown as DrizzleInternals;
  let sqlRun: MigrationMeta[] = [];
  const flushSql = () => {
    if (sqlRun.length > 0) drizzle.dialect.migrate(sqlRun, drizzle.session, { migrationsFolder });
    sqlRun = [];
  };
  for (const step of steps) {
    if (step.kind === 'sql') {
      sqlRun.push(step.sql);
      continue;
    }
    flushSql();
    client.transaction(() => {
      step.data.run(db);
      record.run(step.name);
    })();
  }
  flushSql();
}
