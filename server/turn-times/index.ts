/** 'Duración de la mesa': how long a table is kept by party size and service, and the longest booking a diner may make online. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { turnTimesEndpoints } from './endpoints';
import { createTurnTimesStore, type TurnTimesStore } from './store';

export type { TurnTimesStore } from './store';

export function turnTimesFeature({ db }: Kernel): Feature<{ turnTimes: TurnTimesStore }> {
  const turnTimes = createTurnTimesStore(db);
  return { name: 'turn-times', provides: { turnTimes }, handlers: { turnTimes: turnTimesEndpoints(turnTimes) } };
}
