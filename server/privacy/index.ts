/** Personal data with an end: the retention period, anonymising what outlived it, one diner's data exported or erased. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { privacyEndpoints } from './endpoints';
import { createGuestData, type GuestData } from './guests';
import { createRetention, type Retention } from './retention';
import { createPrivacySettings, type PrivacySettingsStore } from './settings';

export type { GuestData } from './guests';
export type { Retention } from './retention';
export type { PrivacySettingsStore } from './settings';
export { anonymised } from './anonymised';

export function privacyFeature({ db, clock }: Kernel): Feature<{ privacySettings: PrivacySettingsStore; retention: Retention; guests: GuestData }> {
  const privacySettings = createPrivacySettings(db);
  const retention = createRetention(db, clock, privacySettings);
  const guests = createGuestData(db, clock);
  return { name: 'privacy', provides: { privacySettings, retention, guests }, handlers: { settings: privacyEndpoints({ privacySettings, retention, guests }) } };
}
