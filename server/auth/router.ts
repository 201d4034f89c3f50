import { Router } from 'express';
import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import type { Db } from '../db/open';
import { unauthorized } from '../http/errors';
import { checkAdminPassword } from './admin-password';
import { bearerToken } from './guard';
import { loginLimiter, type Sleep } from './login-limiter';
import type { SessionStore } from './sessions';

const loginSchema = z.object({
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired).max(200),
});

export function createAuthRouter(db: Db, sessions: SessionStore, sleep: Sleep): Router {
  const router = Router();

  router.get('/status', (req, res) => {
    const token = bearerToken(req);
    if (token === null) {
      res.json({ authenticated: false });
      return;
    }
    if (!sessions.isValid(token)) throw unauthorized();
    res.json({ authenticated: true });
  });

  router.post('/login', ...loginLimiter(sleep), async (req, res) => {
    const { password } = loginSchema.parse(req.body ?? {});
    if (!(await checkAdminPassword(db, password))) {
      res.status(401).json({ message: MESSAGES.auth.wrongPassword });
      return;
    }
    res.json({ sessionToken: sessions.create() });
  });

  router.post('/logout', (req, res) => {
    const token = bearerToken(req);
    if (token !== null) sessions.remove(token);
    res.json({ success: true });
  });

  return router;
}
