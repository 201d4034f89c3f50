/** Fair use of the public forms: how many bookings, searches and likes a client may make. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { createFairUseCounter, type FairUseCounter } from './counter';

export type { FairUseCounter } from './counter';
export { LIVE_BOOKINGS_PER_CONTACT_AND_DAY, RATES } from './limits';
export { MAIL_PER_DAY, MAIL_PER_RECIPIENT_AND_DAY } from './limits';
export { withinRate } from './middleware';
export { createBurstLimits } from './bursts';
export { FAIR_USE_MESSAGES } from './messages';

/** The counter is null with RATE_LIMITS=off (load tests and benchmarks only). */
export function fairUseFeature({ db, clock, config }: Kernel): Feature<{ fairUse: FairUseCounter | null }> {
  return { name: 'fair-use', provides: { fairUse: config.rateLimits ? createFairUseCounter(db, clock) : null } };
}
