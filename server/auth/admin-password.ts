import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../settings/store';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

const KEY = 'admin_password_hash';
/** The ADMIN_PASSWORD last applied, hashed: a new value resets the password, the same one does not. */
const CONFIGURED_KEY = 'admin_password_configured_hash';

/**
 * ADMIN_PASSWORD, when given for the first time or changed, becomes the shared password; a
 * password changed on 'Ajustes' since then stays until the variable itself changes. Without it and
 * with none stored, one is generated and returned so start-up can print it once.
 */
export async function ensureAdminPassword(db: Db, configured: string | null): Promise<{ generated: string | null }> {
  if (configured) {
    const applied = readSetting(db, CONFIGURED_KEY);
    if (!applied || !(await verifyPassword(configured, applied))) {
      const hash = await hashPassword(configured);
      db.transaction(() => {
        writeSetting(db, KEY, hash);
        writeSetting(db, CONFIGURED_KEY, hash);
      });
    }
    return { generated: null };
  }
  if (readSetting(db, KEY)) return { generated: null };
  const generated = generatePassword();
  writeSetting(db, KEY, await hashPassword(generated));
  return { generated };
}

export async function checkAdminPassword(db: Db, password: string): Promise<boolean> {
  const stored = readSetting(db, KEY);
  return stored !== null && (await verifyPassword(password, stored));
}

/** The shared staff password, for the screens that check or change it. */
export function createStaffPassword(db: Db) {
  return {
    check: (password: string) => checkAdminPassword(db, password),
    async change(password: string): Promise<void> {
      writeSetting(db, KEY, await hashPassword(password));
    },
  };
}
