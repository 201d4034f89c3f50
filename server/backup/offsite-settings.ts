/**
 * Where 'Copia fuera del local' keeps what it needs, in the settings table: the folder, how the key
 * was derived (scrypt's salt and cost) with its check value, and the key itself sealed with this
 * PC's secrets key (server/secrets/sealer.ts), so nightly copies are written without the owner
 * typing the passphrase. The passphrase is never stored. Beside it, the last copy's time and the
 * last failure in words.
 */
import { z } from 'zod';
import type { Db } from '../db/open';
import type { Sealer } from '../kernel/sealer';
import { deleteSetting, readSetting, writeSetting } from '../db/settings-store';
import { kdfSchema, type OffsiteKey } from './offsite-file';

const CONFIG = 'offsite_copy';
const STATE = 'offsite_copy_state';
/**
 * This PC's, like the staff password: a restore keeps them (server/backup/restore.ts). A copy from
 * last week must not turn off, or point elsewhere, the off-site copy set up since; and on a new PC
 * the old one's key could not be opened anyway.
 */
export const OFFSITE_SETTINGS = [CONFIG, STATE];

const configSchema = z.object({
  folder: z.string(),
  kdf: kdfSchema,
  /** Base64. */
  check: z.base64(),
  /** The key, sealed. */
  key: z.string(),
});
type StoredConfig = z.infer<typeof configSchema>;

const stateSchema = z.object({
  lastCopyAt: z.string().nullable(),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
type State = z.infer<typeof stateSchema>;
const NO_STATE: State = { lastCopyAt: null, lastFailure: null };

export function createOffsiteSettings(db: Db, sealer: Sealer) {
  const state = (): State => {
    const stored = readSetting(db, STATE);
    return stored === null ? NO_STATE : stateSchema.parse(JSON.parse(stored));
  };
  const writeState = (next: State) => writeSetting(db, STATE, JSON.stringify(next));
  const config = (): StoredConfig | null => {
    const stored = readSetting(db, CONFIG);
    return stored === null ? null : configSchema.parse(JSON.parse(stored));
  };

  return {
    folder: (): string | null => config()?.folder ?? null,
    state,
    /** The key to write with; null when it was sealed on another computer (the owner types the passphrase again). */
    key(): OffsiteKey | null {
      const stored = config();
      const opened = stored && sealer.open(stored.key);
      return stored && opened ? { key: Buffer.from(opened, 'base64'), kdf: stored.kdf, check: Buffer.from(stored.check, 'base64') } : null;
    },
    /** A new folder or passphrase: what happened to the old one's copies is no longer news. */
    save(folder: string, key: OffsiteKey): void {
      const stored: StoredConfig = { folder, kdf: key.kdf, check: key.check.toString('base64'), key: sealer.seal(key.key.toString('base64')) };
      db.$client.transaction(() => {
        writeSetting(db, CONFIG, JSON.stringify(stored));
        writeState(NO_STATE);
      })();
    },
    clear(): void {
      db.$client.transaction(() => OFFSITE_SETTINGS.forEach((key) => deleteSetting(db, key)))();
    },
    recordCopy(at: Date): void {
      writeState({ lastCopyAt: at.toISOString(), lastFailure: null });
    },
    recordFailure(at: Date, message: string): void {
      writeState({ ...state(), lastFailure: { at: at.toISOString(), message } });
    },
  };
}

export type OffsiteSettings = ReturnType<typeof createOffsiteSettings>;
