/** Live updates: the stream that tells every open dashboard what changed. */
import type { SessionStore } from '../auth';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { liveEventsEndpoint } from './endpoint';

export function liveEventsFeature({ events }: Kernel, { sessions }: { sessions: SessionStore }): Feature {
  return { name: 'live-events', provides: {}, handlers: { system: { events: liveEventsEndpoint(events, sessions) } } };
}
