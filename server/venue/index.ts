/** The venue's own details: name, address, contact, description, hero photo; read by the site and the e-mails. */
import type { CalendarStore } from '../calendar';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { ObjectStorage } from '../objects';
import type { PrivacySettingsStore } from '../privacy';
import { venueEndpoints } from './endpoints';
import { createVenueSettings, type VenueSettings } from './venue';

export type { VenueSettings } from './venue';
export { publishedVenue } from './venue';
export { createVenueSettings } from './venue';

type Needs = { calendar: CalendarStore; objectStorage: ObjectStorage; privacySettings: PrivacySettingsStore };

export function venueFeature({ db }: Kernel, needs: Needs): Feature<{ venue: VenueSettings }> {
  const venue = createVenueSettings(db);
  return { name: 'venue', provides: { venue }, handlers: { venue: venueEndpoints({ venue, ...needs }) } };
}
