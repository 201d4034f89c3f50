import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { adminSessions } from '../db/schema';

/** Long enough for a kiosk that stays signed in through a week of services. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

// Tokens are 32 random bytes, so a fast hash is enough to keep stolen database rows useless.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Db, clock: Clock): string {
  const token = randomBytes(32).toString('base64url');
  const now = clock().getTime();
  db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).run();
  db.insert(adminSessions).values({ tokenHash: hashToken(token), expiresAt: now + SESSION_LIFETIME_MS }).run();
  return token;
}

export function isValidSession(db: Db, clock: Clock, token: string): boolean {
  const row = db.select({ expiresAt: adminSessions.expiresAt }).from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))).get();
  return row !== undefined && row.expiresAt > clock().getTime();
}

export function deleteSession(db: Db, token: string): void {
  db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))).run();
}
