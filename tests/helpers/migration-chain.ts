/**
 * The migration chain (SQL and data migrations, server/db/migrate.ts) step by step, on a database in
 * a temporary folder: built as the step before left it, filled with rows, then given the one step.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_MIGRATIONS } from '../../server/db/data-migrations';
import { applySteps, migrationChain, type MigrationStep } from '../../server/db/migrate';
import { connectDatabase, DEFAULT_MIGRATIONS_FOLDER, openDatabase, type Db, type OpenDatabaseOptions } from '../../server/db/open';

export const CHAIN: readonly MigrationStep[] = migrationChain(DEFAULT_MIGRATIONS_FOLDER, DATA_MIGRATIONS);

export interface ChainDatabase {
  db: Db;
  /** Applies the step the database was built before, and only it. */
  apply(): void;
  /** Closes this connection and opens the file as the app does (the rest of the chain, or the options' chain). */
  reopen(options?: Omit<OpenDatabaseOptions, 'dataDir'>): Db;
  close(): void;
}

/** A database as the chain leaves it just before step `name`. */
export function databaseBeforeStep(name: string): ChainDatabase {
  const index = CHAIN.findIndex((step) => step.name === name);
  if (index < 0) throw new Error(`No step ${name} in the migration chain`);
  return chainDatabase(CHAIN.slice(0, index), CHAIN[index]);
}

/** A database that went through `steps` (and no other). */
export function databaseAfter(steps: readonly MigrationStep[]): ChainDatabase {
  return chainDatabase(steps, undefined);
}

function chainDatabase(done: readonly MigrationStep[], next: MigrationStep | undefined): ChainDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-chain-'));
  let db = connectDatabase(dataDir);
  applySteps(db, done, DEFAULT_MIGRATIONS_FOLDER);
  return {
    get db() {
      return db;
    },
    apply() {
      if (!next) throw new Error('No step left to apply');
      applySteps(db, [next], DEFAULT_MIGRATIONS_FOLDER);
    },
    reopen(options = {}) {
      db.$client.close();
      db = openDatabase({ dataDir, ...options });
      return db;
    },
    close() {
      if (db.$client.open) db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
