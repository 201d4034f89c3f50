import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../db/settings-store';
import { hashPassword, verifyPassword } from './passwords';
import { removeAllSessions } from './sessions';

const KEY = 'admin_password_hash';
/** The ADMIN_PASSWORD last applied, hashed: a new value resets the password, the same one does not. */
const CONFIGURED_KEY = 'admin_password_configured_hash';

/**
 * ADMIN_PASSWORD, when given for the first time or changed, becomes the shared password; a
 * password changed on 'Ajustes' since then stays until the variable itself changes. When it replaces
 * a different password (the way back from a forgotten or leaked one), every device signed in with
 * the old one is signed out. Without it and with none stored, the owner chooses one on the first-run
 * screen: answers whether that is still to do.
 */
export async function ensureAdminPassword(db: Db, configured: string | null): Promise<{ firstRun: boolean }> {
  if (configured) {
    const applied = readSetting(db, CONFIGURED_KEY);
    if (!applied || !(await verifyPassword(configured, applied))) {
      const stored = readSetting(db, KEY);
      const replaced = stored !== null && !(await verifyPassword(configured, stored));
      const hash = await hashPassword(configured);
      db.transaction(() => {
        writeSetting(db, KEY, hash);
        writeSetting(db, CONFIGURED_KEY, hash);
        if (replaced) removeAllSessions(db);
      });
    }
  }
  return { firstRun: readSetting(db, KEY) === null };
}

export async function checkAdminPassword(db: Db, password: string): Promise<boolean> {
  const stored = readSetting(db, KEY);
  return stored !== null && (await verifyPassword(password, stored));
}

/** The shared staff password, for the screens that check or change it. */
export function createStaffPassword(db: Db) {
  return {
    check: (password: string) => checkAdminPassword(db, password),
    isSet: () => readSetting(db, KEY) !== null,
    /** The first run's password: stored only if there is still none, so two screens cannot both claim it. */
    async claim(password: string): Promise<boolean> {
      const hash = await hashPassword(password);
      return db.transaction(() => {
        if (readSetting(db, KEY) !== null) return false;
        writeSetting(db, KEY, hash);
        return true;
      });
    },
    async change(password: string): Promise<void> {
      writeSetting(db, KEY, await hashPassword(password));
    },
  };
}

export type StaffPassword = ReturnType<typeof createStaffPassword>;
