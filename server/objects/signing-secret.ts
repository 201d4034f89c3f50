import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { readSetting, writeSetting } from '../settings/store';

const SETTING_KEY = 'upload_signing_secret';

/** The HMAC key of upload addresses: made once per installation so they survive a restart. */
export function loadUploadSigningSecret(db: Db): string {
  const stored = readSetting(db, SETTING_KEY);
  if (stored) return stored;
  const secret = randomBytes(32).toString('hex');
  writeSetting(db, SETTING_KEY, secret);
  return secret;
}
