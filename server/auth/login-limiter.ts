/**
 * Repeated wrong passwords from one address are slowed, then refused: after 3 failures each
 * attempt waits 250 ms more (2 s at most), and the 11th within 15 minutes gets a 429. Only
 * failures count, so a waiter who types the password right never adds to the tally. A guess
 * spread over many addresses meets a cap on every failure from the internet together (100 an hour),
 * and one on those from the venue's own network (its Wi-Fi may be the diners'): neither counts the
 * other's, and the front-desk PC itself is under neither. None is ever turned off.
 * One limiter serves every check of the staff password (signing in, changing it, restoring a
 * copy, choosing where copies go), so a stolen session cannot guess the password through another
 * door. Only wrong passwords count: a request whose password was right and that failed later is not one.
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { ApiErrorBody } from '../../shared/api/errors';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { isOnTheVenueNetwork, isThisComputer } from '../http/arrival';
import { clientKey } from '../http/client-key';
import { badRequest } from '../http/errors';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILED_LOGINS = 10;
const FREE_ATTEMPTS = 3;
const DELAY_STEP_MS = 250;
const SHARED_WINDOW_MS = 60 * 60 * 1000;
const MAX_SHARED_FAILURES = 100;
const MAX_DELAY_MS = 2000;

/** The wait before the attempt that comes after `failures` failed ones. */
export function loginDelayMs(failures: number): number {
  return Math.min(Math.max(0, failures - FREE_ATTEMPTS + 1) * DELAY_STEP_MS, MAX_DELAY_MS);
}

/**
 * Requests that typed the staff password right: what fails after it (a folder that will not do, a
 * damaged copy) is no guess, and is not counted as one.
 */
const passwordsRight = new WeakSet<Request>();

const answeredWell = (req: Request, res: Response) => res.statusCode < 400 || passwordsRight.has(req);

/**
 * The staff password typed again where a session alone must not be enough (restoring a copy, where
 * copies go): a 400 in Spanish when wrong, counted by the limiter in front of the route.
 */
export async function checkPasswordAgain(req: Request, typed: string, check: (password: string) => Promise<boolean>): Promise<void> {
  if (!(await check(typed))) throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  passwordsRight.add(req);
}

/** Injectable so tests can see the waits without spending them. */
export type Sleep = (ms: number) => Promise<void>;

export function loginLimiter(sleep: Sleep): RequestHandler[] {
  const limit = rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: MAX_FAILED_LOGINS,
    skipSuccessfulRequests: true,
    requestWasSuccessful: answeredWell,
    // Counted per client as every other limit is: an IPv6 one by its /64.
    keyGenerator: clientKey,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { code: 'too-many-requests', message: AUTH_MESSAGES.tooManyAttempts } satisfies ApiErrorBody,
  });
  // A guess spread over many addresses meets a cap on the failures of all of them together, counted
  // apart for the internet and for the venue's own network, so neither can lock the other out.
  const outside = sharedCap('outside-the-venue', (req) => !isThisComputer(req) && !isOnTheVenueNetwork(req), AUTH_MESSAGES.tooManyFailuresEverywhere);
  const venueNetwork = sharedCap('venue-network', isOnTheVenueNetwork, AUTH_MESSAGES.tooManyFailuresOnTheNetwork);
  const slow: RequestHandler = async (req, _res, next) => {
    // `used` counts this attempt too.
    const { used } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
    const delay = loginDelayMs(used - 1);
    if (delay > 0) await sleep(delay);
    next();
  };
  // One address's refusals stop before the shared caps, so a single guesser cannot use one up alone.
  return [limit, outside, venueNetwork, slow];
}

/** The failed passwords of every client `counts` takes, together: at most 100 an hour, then a 429 saying when. */
export function sharedCap(key: string, counts: (req: Request) => boolean, refusal: (wait: string) => string): RequestHandler {
  return rateLimit({
    windowMs: SHARED_WINDOW_MS,
    limit: MAX_SHARED_FAILURES,
    skipSuccessfulRequests: true,
    requestWasSuccessful: answeredWell,
    skip: (req) => !counts(req),
    keyGenerator: () => key,
    requestPropertyName: 'sharedFailures',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const { resetTime } = (req as Request & { sharedFailures: RateLimitInfo }).sharedFailures;
      const wait = HTTP_MESSAGES.wait((resetTime?.getTime() ?? Date.now() + SHARED_WINDOW_MS) - Date.now());
      res.status(429).json({ code: 'too-many-requests', message: refusal(wait) } satisfies ApiErrorBody);
    },
  });
}
