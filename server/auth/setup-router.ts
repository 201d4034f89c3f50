import { BlockList, isIPv4 } from 'node:net';
import { Router, type Request } from 'express';
import { MESSAGES } from '../../shared/messages';
import { newPasswordFields } from '../../shared/schemas/password';
import { conflict, forbidden } from '../http/errors';
import type { Services } from '../services';

const M = MESSAGES.auth;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * The caller sits at the computer running the server. `req.ip` is the diner's address when the
 * request came through the tunnel or a proxy on this machine (trust proxy), so those never count.
 */
function isThisComputer(req: Request): boolean {
  const ip = (req.ip ?? '').replace(/^::ffff:/, '');
  return LOOPBACK.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

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
    const { newPassword } = newPasswordFields.parse(req.body ?? {});
    if (!(await staffPassword.claim(newPassword))) throw conflict(M.alreadySetUp);
    res.status(201).json({ sessionToken: sessions.create() });
  });
  return router;
}
