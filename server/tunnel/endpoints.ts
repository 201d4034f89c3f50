import type { settingsContract } from '../../shared/api/settings';
import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';
import type { TunnelView } from '../../shared/schemas/tunnel';
import type { Handlers } from '../api/endpoints';
import { badRequest, HttpError } from '../http/errors';
import type { TunnelKeeper } from './keeper';
import type { ReachabilityCheck } from './reachability';
import type { TunnelSettingsStore } from './settings';

/** 'Acceso desde internet'. The token is never sent back; a change reopens the tunnel at once. */
export function tunnelEndpoints({
  tunnelSettings,
  tunnel,
  publicAddress,
  reachability,
}: {
  tunnelSettings: TunnelSettingsStore;
  tunnel: TunnelKeeper;
  publicAddress: () => string | null;
  reachability: ReachabilityCheck;
}): Pick<Handlers<typeof settingsContract>, 'tunnel' | 'saveTunnel' | 'clearTunnel' | 'checkPublicAddress'> {
  const view = (): TunnelView => ({ settings: tunnelSettings.view(), status: tunnel.status(), publicUrl: publicAddress() });
  const editable = () => {
    if (!tunnelSettings.editable()) throw new HttpError(409, TUNNEL_MESSAGES.fromEnvironment);
  };
  return {
    tunnel: view,
    saveTunnel: ({ body }) => {
      editable();
      if (!tunnelSettings.write(body)) throw badRequest(TUNNEL_MESSAGES.needsToken);
      tunnel.reconnect();
      return view();
    },
    clearTunnel: () => {
      editable();
      tunnelSettings.clear();
      tunnel.reconnect();
      return view();
    },
    checkPublicAddress: () => reachability.check(),
  };
}
