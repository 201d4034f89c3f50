/** Reaching the internet: the ngrok tunnel kept open, the public address, and the check that it reaches this server. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { OutageRecorder } from '../outages';
import { ngrokConnector, type TunnelConnector } from './connector';
import { tunnelEndpoints } from './endpoints';
import { createTunnelKeeper, type TunnelKeeper } from './keeper';
import { CHALLENGE_HEADER, createReachabilityCheck, PROOF_HEADER, type ReachabilityCheck } from './reachability';
import { createTunnelSettings, type TunnelEnvironment, type TunnelSettingsStore } from './settings';

export type { TunnelConnector } from './connector';
export type { TunnelKeeper } from './keeper';
export type { ReachabilityCheck } from './reachability';
export type { TunnelEnvironment, TunnelSettingsStore } from './settings';

export interface TunnelOptions {
  /** NGROK_AUTHTOKEN and NGROK_DOMAIN; without a token here, 'Ajustes' sets the tunnel. */
  environment: TunnelEnvironment;
  /** ngrok itself, or a fake in tests (its service cannot be reached from the development machines). */
  connector?: TunnelConnector;
  retryDelaysMs?: readonly number[];
}

type Provides = {
  tunnelSettings: TunnelSettingsStore;
  tunnel: TunnelKeeper;
  /** The address the venue is known by on the internet: PUBLIC_URL, else the tunnel's, else none yet. */
  publicAddress: () => string | null;
  reachability: ReachabilityCheck;
};

export function tunnelFeature(options: TunnelOptions) {
  return ({ db, clock, config, events, logger, sealer }: Kernel, { outageRecorder }: { outageRecorder: OutageRecorder }): Feature<Provides> => {
    const tunnelSettings = createTunnelSettings(db, options.environment, sealer);
    const tunnel = createTunnelKeeper({
      connector: options.connector ?? ngrokConnector,
      settings: tunnelSettings.read,
      onChange: (status) => {
        outageRecorder.tunnelChanged(status);
        events.publish({ kind: 'tunnel-changed', id: status.state });
      },
      logger,
      retryDelaysMs: options.retryDelaysMs,
    });
    const publicAddress = (): string | null => config.publicUrl ?? tunnel.url();
    const reachability = createReachabilityCheck({ db, clock, publicAddress });
    return {
      name: 'tunnel',
      provides: { tunnelSettings, tunnel, publicAddress, reachability },
      handlers: {
        settings: tunnelEndpoints({ tunnelSettings, tunnel, publicAddress, reachability }),
        system: {
          // 'Comprobar' knows it reached this very server through the public address: only it can answer its challenge.
          health: (_input, { req, res }) => {
            const proof = reachability.proof(req.get(CHALLENGE_HEADER));
            if (proof !== null) res.set(PROOF_HEADER, proof);
            return { status: 'ok' as const };
          },
        },
      },
      attach: ({ tunnelEntrance }) => tunnel.start(tunnelEntrance),
      stop: () => tunnel.stop(),
    };
  };
}
