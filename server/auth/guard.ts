import type { RequestHandler } from 'express';
import { bearerToken } from '../http/bearer-token';
import { unauthorized } from '../http/errors';
import type { SessionStore } from './sessions';

/** The one guard in front of every staff router: a valid session token, or 401. */
export function requireStaff(sessions: SessionStore): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (token === null || !sessions.isValid(token)) throw unauthorized();
    next();
  };
}
