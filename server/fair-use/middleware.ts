import type { RequestHandler } from 'express';
import { MESSAGES } from '../../shared/messages';
import { tooManyRequests } from '../http/errors';
import type { FairUseCounter } from './counter';
import type { Rate } from './limits';

const M = MESSAGES.fairUse;

/**
 * Lets a public form's request through while its client is within `rate`; else a Spanish 429 that
 * says when to try again. `counter` is null with RATE_LIMITS=off. The client is `req.ip`: the
 * visitor's address as the tunnel or the proxy on this computer reports it (trust proxy: loopback).
 */
export function withinRate(counter: FairUseCounter | null, rate: Rate): RequestHandler {
  return (req, _res, next) => {
    const verdict = counter?.take(rate, req.ip ?? '') ?? { allowed: true };
    if (!verdict.allowed) throw tooManyRequests(M[rate.name](M.wait(verdict.retryAfterMs)), verdict.retryAfterMs);
    next();
  };
}
