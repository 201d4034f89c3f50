import { Router, type Request } from 'express';
import { MESSAGES } from '../../shared/messages';
import { newPasswordFields } from '../../shared/schemas/password';
import { isThisComputer } from '../http/arrival';
import { conflict, forbidden } from '../http/errors';
import type { Services } from '../services';

const M = MESSAGES.auth;

/** The origin of the page this server would have served, from the Host the browser sent (never a forwarded one). */
const ownOrigin = (req: Request) => `http://${req.headers.host ?? ''}`;

/**
 * The first run: until the staff password exists, the dashboard asks the owner to choose it. Only
 * from the server's own computer, so nobody on the internet can claim a fresh install first.
 */
export function createSetupRouter({ staffPassword, sessions, venue }: Services): Router {
  const router = Router();
  router.get('/setup', (_req, res) => {
    res.json({ needsPassword: !staffPassword.isSet(), needsVenue: venue.read() === null });
  });
  router.post('/setup', async (req, res) => {
    if (staffPassword.isSet()) throw conflict(M.alreadySetUp);
    if (!isThisComputer(req)) throw forbidden(M.setupLocalOnly);
    // A page of another site open on this computer cannot post here: browsers name the page's origin.
    if (req.get('origin') !== ownOrigin(req)) throw forbidden(M.setupFromPanelOnly);
    const { newPassword } = newPasswordFields.parse(req.body ?? {});
    if (!(await staffPassword.claim(newPassword))) throw conflict(M.alreadySetUp);
    res.status(201).json({ sessionToken: sessions.create() });
  });
  return router;
}
