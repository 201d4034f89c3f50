/**
 * schema.ts and migrations/ say the same: what `npx drizzle-kit generate` would write is compared,
 * offline, with nothing. A change to schema.ts without its migration fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import config from '../../drizzle.config';
import { DEFAULT_MIGRATIONS_FOLDER } from './open';
import * as schema from './schema';

type Snapshot = Parameters<typeof generateSQLiteMigration>[0];

/** The snapshot drizzle-kit wrote with the newest migration: the schema as migrations/ leave it. */
function lastSnapshot(): Snapshot {
  const read = (file: string) => JSON.parse(readFileSync(path.join(DEFAULT_MIGRATIONS_FOLDER, 'meta', file), 'utf8')) as unknown;
  const { entries } = read('_journal.json') as { entries: { idx: number }[] };
  const last = entries.at(-1)?.idx ?? 0;
  return read(`${String(last).padStart(4, '0')}_snapshot.json`) as Snapshot;
}

describe('the schema and its migrations', () => {
  it('agree: drizzle-kit generate would write no new migration', async () => {
    const migrated = lastSnapshot();
    const declared = await generateSQLiteDrizzleJson(schema, migrated.id, config.casing);
    expect(await generateSQLiteMigration(migrated, declared)).toEqual([]);
  });
});
