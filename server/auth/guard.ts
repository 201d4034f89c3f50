import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../context';
import { unauthorized } from '../http/errors';
import { isValidSession } from './sessions';

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function isAdminRequest(deps: Pick<AppDeps, 'db' | 'clock'>, req: Request): boolean {
  const token = bearerToken(req);
  return token !== null && isValidSession(deps.db, deps.clock, token);
}

/** The one guard for every staff-only call: a valid session token or 401. */
export function requireAdmin(deps: Pick<AppDeps, 'db' | 'clock'>): RequestHandler {
  return (req, _res, next) => {
    if (!isAdminRequest(deps, req)) throw unauthorized();
    next();
  };
}
