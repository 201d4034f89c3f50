/** 'How it went': the morning-after survey to the guests who came, their opinions, and 'Opiniones'. */
import { FEEDBACK_MESSAGES } from '../../shared/messages/feedback';
import type { ReminderSettings } from '../../shared/schemas/reminders';
import type { JsonSetting } from '../db/settings-store';
import type { FairUseCounter } from '../fair-use';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { BookingLinks, ReservationRepository } from '../reservations';
import type { VenueSettings } from '../venue';
import { feedbackEndpoints } from './endpoints';
import { createOpinions } from './opinions';
import { createSurveys } from './survey';

/** Due surveys are looked for each minute: at 11:00 they leave by 11:01. */
export const SURVEY_POLL_MS = 60_000;

type Needs = {
  reminderSettings: Pick<JsonSetting<ReminderSettings>, 'read'>;
  bookingLinks: BookingLinks;
  outbox: Outbox;
  smtpSettings: SmtpSettingsStore;
  venue: VenueSettings;
  reservations: ReservationRepository;
  publicAddress: () => string | null;
  fairUse: FairUseCounter | null;
};

/** `pollMs`: how often due surveys are looked for; server/features.ts passes the reminders' poll, which tests shorten. */
export function feedbackFeature(pollMs = SURVEY_POLL_MS) {
  return ({ db, clock, logger }: Kernel, needs: Needs): Feature => {
    const surveys = createSurveys({
      db,
      clock,
      settings: needs.reminderSettings,
      links: needs.bookingLinks,
      outbox: needs.outbox,
      smtp: needs.smtpSettings,
      venue: needs.venue,
      publicAddress: needs.publicAddress,
    });
    const opinions = createOpinions({ db, clock, links: needs.bookingLinks, outbox: needs.outbox, venue: needs.venue, repository: needs.reservations });
    const tick = () => {
      try {
        surveys.sendDue();
      } catch (error) {
        logger.error(FEEDBACK_MESSAGES.failed, error);
      }
    };
    tick();
    const timer = setInterval(tick, pollMs);
    timer.unref();
    return { name: 'feedback', provides: {}, handlers: { feedback: feedbackEndpoints({ opinions, fairUse: needs.fairUse }) }, stop: () => clearInterval(timer) };
  };
}
