import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { tunnelSettingsSchema, type TunnelView } from '../../shared/schemas/tunnel';
import { badRequest, HttpError } from '../http/errors';
import type { Services } from '../services';

/** Mounted at /admin behind the staff guard: 'Acceso desde internet'. The token is never sent back; a change reopens the tunnel at once. */
export function createTunnelRouter({ tunnelSettings, tunnel, publicAddress }: Services): Router {
  const router = Router();
  const view = (): TunnelView => ({ settings: tunnelSettings.view(), status: tunnel.status(), publicUrl: publicAddress() });
  const editable = () => {
    if (!tunnelSettings.editable()) throw new HttpError(409, MESSAGES.tunnel.fromEnvironment);
  };
  router.get('/settings/tunnel', (_req, res) => {
    res.json(view());
  });
  router.put('/settings/tunnel', (req, res) => {
    editable();
    const input = tunnelSettingsSchema.parse(req.body ?? {});
    if (!tunnelSettings.write(input)) throw badRequest(MESSAGES.tunnel.needsToken);
    tunnel.reconnect();
    res.json(view());
  });
  router.delete('/settings/tunnel', (_req, res) => {
    editable();
    tunnelSettings.clear();
    tunnel.reconnect();
    res.json(view());
  });
  return router;
}
