/**
 * Burst limits: the pages, calls and pictures one client may ask for in a minute
 * (BURST_PER_MINUTE), so no visitor can keep the server drawing pages for nobody. Counted in
 * memory by express-rate-limit, unlike the forms' rates (counter.ts): a count lost in a restart
 * gives a flood one more minute at most, while a row per page view in SQLite, each write waiting
 * for the disk (synchronous=FULL), would cost more than the page it guards. Its `Date.now()` is
 * right here too: a minute's window is no rule of the venue's day.
 *
 * Never counted: this computer itself (the kiosk; a proxy's visitor has a forwarded address),
 * staff calls with a valid session, and the built app's static files, which are answered before
 * any limit (server/site/router.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { FAIR_USE_MESSAGES } from './messages';
import { bearerToken } from '../http/bearer-token';
import type { SessionStore } from '../auth';
import { isThisComputer } from '../http/arrival';
import { clientKey } from '../http/client-key';
import { tooManyRequests, type HttpError } from '../http/errors';
import { BURST_PER_MINUTE, type BurstKind } from './limits';

const M = FAIR_USE_MESSAGES;
const WINDOW_MS = 60_000;

export type BurstLimits = Record<BurstKind, RequestHandler>;

export interface BurstOptions {
  /** RATE_LIMITS: off for load tests and benchmarks. */
  enabled: boolean;
  sessions: Pick<SessionStore, 'isValid'>;
}

/** A page of its own, not the app: drawing the app is the work the limit saves. */
function sendBusyPage(res: Response, refusal: HttpError): void {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${M.burstTitle}</title></head><body><h1>${M.burstTitle}</h1><p>${refusal.message}</p></body></html>`;
  res
    .status(refusal.status)
    .set({ 'Retry-After': String(refusal.retryAfterSeconds), 'Cache-Control': 'no-store' })
    .type('html')
    .send(html);
}

export function createBurstLimits({ enabled, sessions }: BurstOptions): BurstLimits {
  if (!enabled) {
    const uncounted: RequestHandler = (_req, _res, next) => next();
    return { page: uncounted, api: uncounted, image: uncounted };
  }
  const isStaff = (req: Request) => {
    const token = bearerToken(req);
    return token !== null && sessions.isValid(token);
  };
  const limit = (kind: BurstKind): RequestHandler =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit: BURST_PER_MINUTE[kind],
      standardHeaders: false,
      legacyHeaders: false,
      keyGenerator: (req) => clientKey(req),
      skip: (req) => isThisComputer(req) || isStaff(req),
      handler: (req, res, next) => {
        const { resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
        const retryAfterMs = (resetTime?.getTime() ?? Date.now() + WINDOW_MS) - Date.now();
        const refusal = tooManyRequests(M.burst(HTTP_MESSAGES.wait(retryAfterMs)), retryAfterMs);
        // A page gets a page; a call or a picture the API's JSON error.
        if (kind === 'page') sendBusyPage(res, refusal);
        else next(refusal);
      },
    });
  return { page: limit('page'), api: limit('api'), image: limit('image') };
}
