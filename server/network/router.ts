import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { lanSettingsSchema } from '../../shared/schemas/lan';
import { HttpError } from '../http/errors';
import type { Services } from '../services';

/** Mounted at /admin behind the staff guard: 'Tabletas del local', the dashboard opened to the venue's network. */
export function createLanRouter({ lan }: Services): Router {
  const router = Router();
  router.get('/settings/lan', (_req, res) => {
    res.json(lan.view());
  });
  router.put('/settings/lan', async (req, res) => {
    const { enabled } = lanSettingsSchema.parse(req.body ?? {});
    try {
      res.json(await lan.set(enabled));
    } catch (error) {
      throw new HttpError(409, MESSAGES.lan.bindFailed(error instanceof Error ? error.message : String(error)));
    }
  });
  return router;
}
