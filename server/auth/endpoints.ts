import type { Request, RequestHandler } from 'express';
import type { authContract } from '../../shared/api/staff-access';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { Handlers } from '../api/endpoints';
import type { Db } from '../db/open';
import { isThisComputer } from '../http/arrival';
import { conflict, forbidden, unauthorized } from '../http/errors';
import { checkAdminPassword } from './admin-password';
import { bearerToken } from '../http/bearer-token';
import type { VenueSettings } from '../venue';
import type { StaffPassword } from './admin-password';
import type { SessionStore } from './sessions';

const M = AUTH_MESSAGES;

/** The origin of the page this server would have served, from the Host the browser sent (never a forwarded one). */
const ownOrigin = (req: Request) => `http://${req.headers.host ?? ''}`;

/**
 * What a new install allows before the staff password exists (choosing it, restoring a copy) comes
 * only from the server's own computer, so nobody on the internet or the network can claim it first,
 * and from this server's own page: a page of another site open on this computer cannot post here,
 * since browsers name the page's origin.
 */
export function assertFromOwnPanel(req: Request, refusals: { localOnly: string; fromPanelOnly: string }): void {
  if (!isThisComputer(req)) throw forbidden(refusals.localOnly);
  if (req.get('origin') !== ownOrigin(req)) throw forbidden(refusals.fromPanelOnly);
}

/**
 * Signing in and out, and the first run: until the staff password exists, the dashboard asks the
 * owner to choose it, only from the server's own computer, so nobody on the internet can claim a
 * fresh install first.
 */
export function authEndpoints(
  db: Db,
  { sessions, staffPassword, venue }: { sessions: SessionStore; staffPassword: StaffPassword; venue: VenueSettings },
  passwordTries: RequestHandler[],
): Handlers<typeof authContract> {
  return {
    status: (_input, { req }) => {
      const token = bearerToken(req);
      if (token === null) return { authenticated: false };
      if (!sessions.isValid(token)) throw unauthorized();
      return { authenticated: true };
    },
    login: {
      before: passwordTries,
      handle: async ({ body }) => {
        if (!(await checkAdminPassword(db, body.password))) throw unauthorized(M.wrongPassword);
        return { sessionToken: sessions.create() };
      },
    },
    logout: (_input, { req }) => {
      const token = bearerToken(req);
      if (token !== null) sessions.remove(token);
      return { success: true };
    },
    setupState: () => ({ needsPassword: !staffPassword.isSet(), needsVenue: venue.read() === null }),
    setup: async ({ body }, { req }) => {
      if (staffPassword.isSet()) throw conflict(M.alreadySetUp);
      assertFromOwnPanel(req, { localOnly: M.setupLocalOnly, fromPanelOnly: M.setupFromPanelOnly });
      if (!(await staffPassword.claim(body.newPassword))) throw conflict(M.alreadySetUp);
      return { sessionToken: sessions.create() };
    },
  };
}
