/** When the site was down: the heartbeat, the outages it finds, and 'Informes' and the header that show them. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { outageEndpoints } from './endpoints';
import { startHeartbeat } from './heartbeat';
import { createOutageRecorder, type OutageRecorder } from './recorder';
import { createOutageStore, type OutageStore } from './store';

export type { OutageRecorder } from './recorder';
export type { OutageStore } from './store';
export { readOutageHistory, writeOutageHistory } from './history';

/** `heartbeatMs`: how often the heartbeat beats (a minute); tests shorten it. */
export function outagesFeature(heartbeatMs?: number) {
  return ({ db, clock, events, logger }: Kernel): Feature<{ outages: OutageStore; outageRecorder: OutageRecorder }> => {
    const outages = createOutageStore(db);
    const outageRecorder = createOutageRecorder({ store: outages, clock, events, logger });
    const heartbeat = startHeartbeat(outageRecorder, logger, heartbeatMs);
    return {
      name: 'outages',
      provides: { outages, outageRecorder },
      handlers: { outages: outageEndpoints({ outages }, clock) },
      // The last beat, once nothing else writes (this feature stops last): the server was closed on purpose, not cut off.
      stop: () => heartbeat.stop(),
    };
  };
}
