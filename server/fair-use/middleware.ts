import type { Request, RequestHandler } from 'express';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { FAIR_USE_MESSAGES } from './messages';
import { clientKey } from '../http/client-key';
import { tooManyRequests } from '../http/errors';
import type { FairUseCounter } from './counter';
import type { Rate } from './limits';

const M = FAIR_USE_MESSAGES;

/**
 * Lets a public form's request through while its client is within `rate`; else a Spanish 429 that
 * says when to try again. `counter` is null with RATE_LIMITS=off. The client is the visitor's
 * address as the tunnel or the proxy on this computer reports it, an IPv6 one by its /64
 * (server/http/client-key.ts). A request for which `counts` answers false passes uncounted.
 */
export function withinRate(counter: FairUseCounter | null, rate: Rate, counts: (req: Request) => boolean = () => true): RequestHandler {
  return (req, _res, next) => {
    const verdict = counter && counts(req) ? counter.take(rate, clientKey(req)) : { allowed: true as const };
    if (!verdict.allowed) throw tooManyRequests(M[rate.name](HTTP_MESSAGES.wait(verdict.retryAfterMs)), verdict.retryAfterMs);
    next();
  };
}
