import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../context';
import { unauthorized } from '../http/errors';
import { checkAdminPassword } from './admin-password';
import { bearerToken } from './guard';
import { createSession, deleteSession, isValidSession } from './sessions';

const loginSchema = z.object({
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired).max(200),
});

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function createAuthRouter(deps: AppDeps): Router {
  const router = Router();
  // Only failures count: a waiter who types the password right is never slowed.
  const slow = slowDown({
    windowMs: LOGIN_WINDOW_MS,
    delayAfter: 3,
    delayMs: (hits) => (hits - 3) * 250,
    maxDelayMs: 2000,
    skipSuccessfulRequests: true,
  });
  const limit = rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: MESSAGES.auth.tooManyAttempts },
  });

  router.get('/status', (req, res) => {
    const token = bearerToken(req);
    if (token === null) {
      res.json({ authenticated: false });
      return;
    }
    if (!isValidSession(deps.db, deps.clock, token)) throw unauthorized();
    res.json({ authenticated: true });
  });

  router.post('/login', limit, slow, async (req, res) => {
    const { password } = loginSchema.parse(req.body ?? {});
    if (!(await checkAdminPassword(deps.db, password))) {
      res.status(401).json({ message: MESSAGES.auth.wrongPassword });
      return;
    }
    res.json({ sessionToken: createSession(deps.db, deps.clock) });
  });

  router.post('/logout', (req, res) => {
    const token = bearerToken(req);
    if (token !== null) deleteSession(deps.db, token);
    res.json({ success: true });
  });

  return router;
}
