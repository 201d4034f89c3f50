import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import type { Sealer } from '../secrets/sealer';
import { readSetting, writeSetting } from '../settings/store';

const SETTING_KEY = 'upload_signing_secret';

/**
 * The HMAC key of upload addresses: made once per installation so they survive a restart, stored
 * sealed. One sealed on another computer (a restored copy) is replaced: upload addresses live
 * minutes, so nothing is lost.
 */
export function loadUploadSigningSecret(db: Db, sealer: Sealer): string {
  const stored = readSetting(db, SETTING_KEY);
  const opened = stored && sealer.open(stored);
  if (opened) return opened;
  const secret = randomBytes(32).toString('hex');
  writeSetting(db, SETTING_KEY, sealer.seal(secret));
  return secret;
}
