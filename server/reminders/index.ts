/** Reminders: a mail the day before with 'Confirmo que iré' and 'No podré ir', the page its links open, and the reconfirmation of big or far-ahead bookings (asked by a deadline, nudged, then 'Sin confirmar' or released). */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { BookingLinks, BookingService, ReservationRepository } from '../reservations';
import type { VenueSettings } from '../venue';
import { reminderEndpoints } from './endpoints';
import { createReminders, type Reminders } from './reminders';
import { createReminderSettings, type ReminderSettingsStore } from './settings';
import { startReminderTicker } from './ticker';

type Needs = {
  bookingLinks: BookingLinks;
  outbox: Outbox;
  smtpSettings: SmtpSettingsStore;
  venue: VenueSettings;
  reservations: ReservationRepository;
  bookings: BookingService;
  publicAddress: () => string | null;
};

/** `pollMs`: how often due reminders are looked for; tests shorten it. */
export function remindersFeature(pollMs?: number) {
  return ({ db, clock, events, logger }: Kernel, needs: Needs): Feature<{ reminderSettings: ReminderSettingsStore; reminders: Reminders }> => {
    const reminderSettings = createReminderSettings(db);
    const reminders = createReminders({
      db,
      clock,
      settings: reminderSettings,
      links: needs.bookingLinks,
      outbox: needs.outbox,
      smtp: needs.smtpSettings,
      venue: needs.venue,
      repository: needs.reservations,
      bookings: needs.bookings,
      publicAddress: needs.publicAddress,
    });
    const ticker = startReminderTicker({ reminders, events, logger, pollMs });
    return { name: 'reminders', provides: { reminderSettings, reminders }, handlers: { reminders: reminderEndpoints({ reminders, reminderSettings }) }, stop: () => ticker.stop() };
  };
}
