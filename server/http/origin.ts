import type { Request } from 'express';

/** This server's own address as the caller reached it (through the trusted tunnel or proxy, if any). */
export function requestOrigin(req: Request): string {
  return req.host ? `${req.protocol}://${req.host}` : '';
}

/** The address the venue is known by: PUBLIC_URL when the owner set one, else the one the caller used. */
export function publicOrigin(req: Request, publicUrl: string | null): string {
  return publicUrl ?? requestOrigin(req);
}
