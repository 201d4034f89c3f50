import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import type { Sealer } from '../kernel/sealer';
import { readSetting, writeSetting } from '../db/settings-store';

/**
 * Where each HMAC key is kept: upload addresses, the links and references of bookings (kept
 * under the name of the reminders' links, the first to use it), and the waiting list's offers.
 */
export const SIGNING_SECRETS = { upload: 'upload_signing_secret', bookingLinks: 'reminder_signing_secret', waitlistOffers: 'waitlist_signing_secret' } as const;

/**
 * An HMAC key made once per installation so what it signed survives a restart, stored sealed. One
 * sealed on another computer (a restored copy) is replaced: upload addresses live minutes, and a
 * booking's links then say they are no longer valid and point to 'Mis reservas'.
 */
export function loadSigningSecret(db: Db, sealer: Sealer, key: (typeof SIGNING_SECRETS)[keyof typeof SIGNING_SECRETS]): string {
  const stored = readSetting(db, key);
  const opened = stored && sealer.open(stored);
  if (opened) return opened;
  const secret = randomBytes(32).toString('hex');
  writeSetting(db, key, sealer.seal(secret));
  return secret;
}
