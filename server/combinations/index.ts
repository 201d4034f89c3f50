/** Joined tables ('Mesa 3 + 4'): which tables of a zone join for bigger parties, for how many, and whether online. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { combinationEndpoints } from './endpoints';
import { createCombinationStore, type CombinationStore } from './store';

export type { CombinationStore } from './store';

export function combinationsFeature({ db, clock }: Kernel): Feature<{ combinations: CombinationStore }> {
  const combinations = createCombinationStore(db, clock);
  return { name: 'combinations', provides: { combinations }, handlers: { combinations: combinationEndpoints(combinations) } };
}
