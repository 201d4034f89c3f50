/** The restaurant's own network: the dashboard opened to a tablet, and the names this server answers to. */
import { hostOf } from '../http/known-hosts';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { TunnelKeeper, TunnelSettingsStore } from '../tunnel';
import { lanEndpoints } from './endpoints';
import { createLanAccess, type LanAccess } from './lan';

type Provides = {
  lan: LanAccess;
  /** A name this server answers to beside this computer's own (server/http/known-hosts.ts); the cheap checks first. */
  isKnownHost: (host: string) => boolean;
};

export function networkFeature({ db, config, logger }: Kernel, { tunnel, tunnelSettings }: { tunnel: TunnelKeeper; tunnelSettings: TunnelSettingsStore }): Feature<Provides> {
  const lan = createLanAccess(db, logger);
  const isKnownHost = (host: string): boolean =>
    host === config.bindHost || host === hostOf(config.publicUrl) || host === hostOf(tunnel.url()) || lan.hosts().includes(host) || host === hostOf(tunnelSettings.domain());
  return {
    name: 'network',
    provides: { lan, isKnownHost },
    handlers: { settings: lanEndpoints({ lan }) },
    attach: ({ dispatch, port, host }) => lan.start({ handler: dispatch, port, host }),
    stop: () => lan.close(),
  };
}
