import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { adminSessions } from '../db/schema';

/** Long enough for a kiosk that stays signed in through a week of services. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

// Tokens are 32 random bytes, so a fast hash is enough to keep stolen database rows useless.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Staff sessions: a bearer token per sign-in, stored hashed with its expiry. */
export function createSessionStore(db: Db, clock: Clock) {
  const expiryOf = db
    .select({ expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare();

  return {
    create(): string {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      db.delete(adminSessions).where(lt(adminSessions.expiresAt, now.getTime())).run();
      db.insert(adminSessions)
        .values({ tokenHash: hashToken(token), expiresAt: now.getTime() + SESSION_LIFETIME_MS, createdAt: now.toISOString() })
        .run();
      return token;
    },
    isValid(token: string): boolean {
      const row = expiryOf.get({ tokenHash: hashToken(token) });
      return row !== undefined && row.expiresAt > clock().getTime();
    },
    remove(token: string): void {
      db.delete(adminSessions)
        .where(eq(adminSessions.tokenHash, hashToken(token)))
        .run();
    },
    /** Signs every other device out, as after a password change. */
    removeAllExcept(token: string): void {
      db.delete(adminSessions)
        .where(ne(adminSessions.tokenHash, hashToken(token)))
        .run();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Signs every device out: what a session proved (the old password) no longer holds. */
export function removeAllSessions(db: Db): void {
  db.delete(adminSessions).run();
}
