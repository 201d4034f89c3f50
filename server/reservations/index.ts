/** Bookings: made by diners and staff, found and cancelled by their proof, mailed, and linked to guests. */
import type { CalendarStore, SlotLimits } from '../calendar';
import { LIVE_BOOKINGS_PER_CONTACT_AND_DAY, type FairUseCounter } from '../fair-use';
import type { GuestBook, GuestProfiles, NoShowPolicyStore } from '../guests';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { PublicMenuReads } from '../menu';
import { loadSigningSecret, SIGNING_SECRETS } from '../secrets';
import type { CombinationStore } from '../combinations';
import type { Occupancy, TableRepository } from '../tables';
import type { TurnTimesStore } from '../turn-times';
import type { VenueSettings } from '../venue';
import { createAttemptStore, type AttemptStore } from './attempts';
import { createBookingService, type BookingService } from './booking';
import { createBookingLinks, type BookingLinks } from './booking-links';
import { createBookingMail, type BookingMail } from './booking-mail';
import { closureEndpoints } from './closures';
import { createDinerAllergies } from './diner-allergies';
import { dinerAllergyEndpoints } from './diner-allergy-endpoints';
import { reservationEndpoints } from './endpoints';
import { createReservationRepository, type ReservationRepository } from './repository';
import { createRequestMail } from './request-mail';

export type { AttemptStore } from './attempts';
export type { BookingService } from './booking';
export type { BookingLinkPurpose, BookingLinks } from './booking-links';
export type { BookingMail } from './booking-mail';
export { bookingBlock, bookingCalendar, myBookingsLink } from './booking-mail';
export type { ReservationRepository } from './repository';

type Needs = {
  calendar: CalendarStore;
  turnTimes: TurnTimesStore;
  slotLimits: SlotLimits;
  tables: TableRepository;
  occupancy: Occupancy;
  combinations: CombinationStore;
  guestBook: GuestBook;
  guestProfiles: GuestProfiles;
  noShowPolicy: NoShowPolicyStore;
  outbox: Outbox;
  smtpSettings: SmtpSettingsStore;
  venue: VenueSettings;
  publicAddress: () => string | null;
  fairUse: FairUseCounter | null;
  publicMenu: PublicMenuReads;
};

type Provides = { reservations: ReservationRepository; bookings: BookingService; bookingMail: BookingMail; bookingLinks: BookingLinks; attempts: AttemptStore };

export function reservationsFeature({ db, clock, config, sealer }: Kernel, needs: Needs): Feature<Provides> {
  const { calendar, turnTimes, slotLimits, tables, occupancy, combinations, guestBook, guestProfiles, noShowPolicy, outbox, smtpSettings, venue, publicAddress, fairUse, publicMenu } = needs;
  const reservations = createReservationRepository(db, clock);
  /** The references and signed tokens that stand for a booking in links and calendar files. */
  const bookingLinks = createBookingLinks(loadSigningSecret(db, sealer, SIGNING_SECRETS.bookingLinks));
  const bookingMail = createBookingMail(outbox, venue, clock, bookingLinks, publicAddress, () => smtpSettings.read()?.from ?? null);
  const bookings = createBookingService({
    db,
    clock,
    occupancy,
    slotLimits,
    reservations,
    tables,
    combinations,
    bookingsPerContactAndDay: config.rateLimits ? LIVE_BOOKINGS_PER_CONTACT_AND_DAY : null,
    refusesNearbyBookings: config.rateLimits,
    // A booking released for not reconfirming gets the reminders' own note instead (server/reminders/release-mail.ts).
    mail: { ...bookingMail, cancellation: (reservation, by, closure) => reservation.releasedAt === null && bookingMail.cancellation(reservation, by, closure) },
    guests: guestBook,
    awaitsStaff: (guestId) => noShowPolicy.read().pendingAfterNoShows && guestProfiles.missesBookings(guestId),
  });
  const attempts = createAttemptStore(db, clock, createRequestMail(outbox, venue), guestBook);
  return {
    name: 'reservations',
    provides: { reservations, bookings, bookingMail, bookingLinks, attempts },
    handlers: {
      reservations: reservationEndpoints({ bookings, bookingMail, bookingLinks, reservations, attempts, fairUse, calendar, turnTimes, slotLimits, guestProfiles, publicMenu }, clock),
      dinerAllergies: dinerAllergyEndpoints({ dinerAllergies: createDinerAllergies(db, clock, reservations), bookingLinks, reservations, fairUse }),
      calendar: closureEndpoints({ calendar, reservations, bookings }),
    },
  };
}
