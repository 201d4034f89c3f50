/** Staff access: the shared password (chosen on the first run), sessions, the guard, and the count of wrong passwords. */
import type { RequestHandler } from 'express';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { VenueSettings } from '../venue';
import { createStaffPassword, type StaffPassword } from './admin-password';
import { authEndpoints } from './endpoints';
import { loginLimiter, type Sleep } from './login-limiter';
import { createSessionStore, type SessionStore } from './sessions';

export type { StaffPassword } from './admin-password';
export type { SessionStore } from './sessions';
export type { Sleep } from './login-limiter';
export { ensureAdminPassword } from './admin-password';
export { assertFromOwnPanel } from './endpoints';
export { requireStaff } from './guard';
export { checkPasswordAgain } from './login-limiter';

type Provides = {
  sessions: SessionStore;
  staffPassword: StaffPassword;
  /** One count of wrong staff passwords, wherever one is typed (server/auth/login-limiter.ts). */
  passwordTries: RequestHandler[];
};

/** `sleep`: how the login limiter waits; tests pass one that only records the wait. */
export function authFeature(sleep: Sleep) {
  return ({ db, clock }: Kernel, { venue }: { venue: VenueSettings }): Feature<Provides> => {
    const sessions = createSessionStore(db, clock);
    const staffPassword = createStaffPassword(db);
    const passwordTries = loginLimiter(sleep);
    return { name: 'auth', provides: { sessions, staffPassword, passwordTries }, handlers: { auth: authEndpoints(db, { sessions, staffPassword, venue }, passwordTries) } };
  };
}
