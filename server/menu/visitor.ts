/**
 * The anonymous visitor id that stands in for an e-mail on likes: a random UUID
 * in a long-lived httpOnly cookie, set the first time the visitor likes something.
 * Anyone can send a UUID of their own making: the like limits ask whether an id has a
 * like stored (likes.ts, `isLiker`) before treating it as a known liker.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_MS } from '../../shared/cookies';

const visitorId = z.uuid();

/** The caller's visitor id, or null when they have none (or sent something that is no visitor id). */
export function readVisitor(req: Request): string | null {
  const cookies: Record<string, unknown> = req.cookies ?? {};
  const parsed = visitorId.safeParse(cookies[VISITOR_COOKIE]);
  return parsed.success ? parsed.data : null;
}

export function ensureVisitor(req: Request, res: Response): string {
  const existing = readVisitor(req);
  if (existing) return existing;
  const created = randomUUID();
  res.cookie(VISITOR_COOKIE, created, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_MS,
    // Behind the tunnel the site is https (req.secure through the trusted proxy); on the LAN it is not.
    secure: req.secure,
  });
  return created;
}
