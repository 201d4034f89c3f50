import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../settings/store';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

const KEY = 'admin_password_hash';

/**
 * ADMIN_PASSWORD, when given, becomes the shared password. Without it and with none stored, one
 * is generated and returned so start-up can print it once.
 */
export async function ensureAdminPassword(db: Db, configured: string | null): Promise<{ generated: string | null }> {
  if (configured) {
    const stored = readSetting(db, KEY);
    if (!stored || !(await verifyPassword(configured, stored))) writeSetting(db, KEY, await hashPassword(configured));
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
