/**
 * Where the secrets live in the settings table, and the one step that seals any still stored in
 * plain text (an install from before they were sealed, or a copy of one): run on the database at
 * start-up and after a restore, and on every backup copy, so none holds a readable secret.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type Database from 'better-sqlite3';
import { isSealed, type Sealer } from '../kernel/sealer';

/** Each setting that holds a secret, and how to reach it inside the stored value. */
const SECRETS: { key: string; field: string | null }[] = [
  { key: 'smtp', field: 'password' },
  { key: 'tunnel', field: 'authtoken' },
  { key: 'upload_signing_secret', field: null },
];

/** Seals what is in plain text; answers how many settings it changed. */
export function sealStoredSecrets(client: Database.Database, sealer: Sealer): number {
  const read = client.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = client.prepare('UPDATE settings SET value = ? WHERE key = ?');
  let changed = 0;
  client.transaction(() => {
    for (const { key, field } of SECRETS) {
      const row = read.get(key);
      if (!row) continue;
      if (field === null) {
        if (isSealed(row.value)) continue;
        write.run(sealer.seal(row.value), key);
      } else {
        const value = JSON.parse(row.value) as Record<string, unknown>;
        const secret = value[field];
        if (typeof secret !== 'string' || secret === '' || isSealed(secret)) continue;
        write.run(JSON.stringify({ ...value, [field]: sealer.seal(secret) }), key);
      }
      changed += 1;
    }
  })();
  return changed;
}

/**
 * The database and every backup copy beside it: a copy taken before secrets were sealed (the one
 * before the migration that brings this, say) is sealed too. Secure delete zeroes the plain text
 * the seal overwrites, and a checkpoint moves it out of the write-ahead log.
 */
export function sealSecretsEverywhere(client: Database.Database, backupsFolder: string, sealer: Sealer): void {
  if (sealStoredSecrets(client, sealer) > 0) client.pragma('wal_checkpoint(TRUNCATE)');
  if (!existsSync(backupsFolder)) return;
  for (const name of readdirSync(backupsFolder)) {
    const file = path.join(backupsFolder, name, 'venue.db');
    if (name.startsWith('.') || !existsSync(file)) continue;
    const copy = new BetterSqlite3(file);
    try {
      copy.pragma('secure_delete = ON');
      sealStoredSecrets(copy, sealer);
    } finally {
      copy.close();
    }
  }
}
