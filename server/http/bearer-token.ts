import type { Request } from 'express';

/** The session token a staff request carries as `Authorization: Bearer …`, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
