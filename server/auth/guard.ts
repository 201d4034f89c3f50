import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../http/errors';
import type { SessionStore } from './sessions';

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The one guard in front of every staff router: a valid session token, or 401. */
export function requireStaff(sessions: SessionStore): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req);
    if (token === null || !sessions.isValid(token)) throw unauthorized();
    next();
  };
}
