import type { venueContract } from '../../shared/api/settings';
import { VENUE_MESSAGES } from '../../shared/messages/venue';
import { MAIL_BODY_DAYS } from '../../shared/schemas/privacy';
import type { Handlers } from '../api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { publishedVenue } from './venue';
import type { CalendarStore } from '../calendar';
import type { ObjectStorage } from '../objects';
import type { PrivacySettingsStore } from '../privacy';
import type { VenueSettings } from './venue';

/** The venue's details for anyone (the site and the e-mails read them); the owner edits them. */
export function venueEndpoints({
  venue,
  calendar,
  objectStorage,
  privacySettings,
}: {
  venue: VenueSettings;
  calendar: CalendarStore;
  objectStorage: ObjectStorage;
  privacySettings: PrivacySettingsStore;
}): Handlers<typeof venueContract> {
  return {
    details: () => {
      const details = venue.read();
      if (!details) throw notFound(VENUE_MESSAGES.notConfigured);
      return publishedVenue(details, calendar.read().week);
    },
    privacyTerms: () => ({ retentionMonths: privacySettings.read().retentionMonths, mailBodyDays: MAIL_BODY_DAYS }),
    // A hero photo must be one this server stored.
    saveDetails: async ({ body }) => {
      const heroId = body.heroImageUrl?.split('/').pop();
      if (heroId && !(await objectStorage.hasOriginal(heroId))) throw badRequest(VENUE_MESSAGES.heroImage);
      return publishedVenue(venue.write(body), calendar.read().week);
    },
  };
}
