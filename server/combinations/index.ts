/** Joined tables ('Mesa 3 + 4'): which tables of a zone join for bigger parties, for how many, and whether online. */
import type { Kernel } from '../kernel';
import type { Occupancy } from '../tables';
import type { Feature } from '../kernel/feature';
import { combinationEndpoints } from './endpoints';
import { createCombinationStore, type CombinationStore } from './store';

export { createCombinationStore, type CombinationStore } from './store';

export function combinationsFeature({ db, clock }: Kernel, { occupancy }: { occupancy: Occupancy }): Feature<{ combinations: CombinationStore }> {
  const combinations = createCombinationStore(db, clock, occupancy);
  return { name: 'combinations', provides: { combinations }, handlers: { combinations: combinationEndpoints(combinations) } };
}
