/**
 * Repeated wrong passwords from one address are slowed, then refused: after 3 failures each
 * attempt waits 250 ms more (2 s at most), and the 11th within 15 minutes gets a 429. Only
 * failures count, so a waiter who types the password right never adds to the tally. A guess
 * spread over many addresses meets a cap on every failure from outside the venue together (100 an
 * hour); the front-desk PC and the devices on the venue's own network are never shut out by it,
 * only by their own address's count. Neither is ever turned off.
 * One limiter serves every check of the staff password (signing in, changing it, restoring a
 * copy), so a stolen session cannot guess the password through another door.
 */
import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { ApiErrorBody } from '../../shared/api/errors';
import { MESSAGES } from '../../shared/messages';
import { isOnTheVenueNetwork, isThisComputer } from '../http/arrival';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILED_LOGINS = 10;
const FREE_ATTEMPTS = 3;
const DELAY_STEP_MS = 250;
const EVERYWHERE_WINDOW_MS = 60 * 60 * 1000;
const MAX_FAILED_LOGINS_EVERYWHERE = 100;
const MAX_DELAY_MS = 2000;

/** The wait before the attempt that comes after `failures` failed ones. */
export function loginDelayMs(failures: number): number {
  return Math.min(Math.max(0, failures - FREE_ATTEMPTS + 1) * DELAY_STEP_MS, MAX_DELAY_MS);
}

/** Injectable so tests can see the waits without spending them. */
export type Sleep = (ms: number) => Promise<void>;

export function loginLimiter(sleep: Sleep): RequestHandler[] {
  const limit = rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: MAX_FAILED_LOGINS,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { code: 'too-many-requests', message: MESSAGES.auth.tooManyAttempts } satisfies ApiErrorBody,
  });
  const everywhere = rateLimit({
    windowMs: EVERYWHERE_WINDOW_MS,
    limit: MAX_FAILED_LOGINS_EVERYWHERE,
    skipSuccessfulRequests: true,
    skip: (req) => isThisComputer(req) || isOnTheVenueNetwork(req),
    keyGenerator: () => 'outside-this-computer',
    requestPropertyName: 'loginFailuresEverywhere',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const { resetTime } = (req as Request & { loginFailuresEverywhere: RateLimitInfo }).loginFailuresEverywhere;
      const wait = MESSAGES.fairUse.wait((resetTime?.getTime() ?? Date.now() + EVERYWHERE_WINDOW_MS) - Date.now());
      res.status(429).json({ code: 'too-many-requests', message: MESSAGES.auth.tooManyFailuresEverywhere(wait) } satisfies ApiErrorBody);
    },
  });
  const slow: RequestHandler = async (req, _res, next) => {
    // `used` counts this attempt too.
    const { used } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
    const delay = loginDelayMs(used - 1);
    if (delay > 0) await sleep(delay);
    next();
  };
  // One address's refusals stop before the shared cap, so a single guesser cannot use it up alone.
  return [limit, everywhere, slow];
}
