import type { reservationsContract } from '../../shared/api/reservations';
import { CANCELLED } from '../../shared/reservation-status';
import { dinerBookingSchema } from '../../shared/schemas/reservation';
import { toAttempt, toReservation } from '../api/dto';
import { refuseOffline, refuseUnconfirmed } from '../calendar';
import type { TurnTimesStore } from '../turn-times';
import { SENT, type Handlers } from '../api/endpoints';
import { HttpError, notFound } from '../http/errors';
import { BOOKING_MESSAGES } from '../../shared/messages/booking';
import { SEARCH_MESSAGES } from '../../shared/messages/search';
import { TURN_TIME_MESSAGES } from '../../shared/messages/turn-times';
import { latestOnlineEnd } from '../../shared/turn-times';
import type { Clock } from '../kernel';
import { RATES, withinRate } from '../fair-use';
import type { CalendarStore, SlotLimits } from '../calendar';
import type { FairUseCounter } from '../fair-use';
import type { GuestProfiles } from '../guests';
import type { PublicMenuReads } from '../menu';
import { allergenUnion, allergyAlert } from '../../shared/allergy-alert';
import type { AttemptStore } from './attempts';
import type { BookingService } from './booking';
import type { BookingLinks } from './booking-links';
import type { BookingMail } from './booking-mail';
import type { ReservationRepository } from './repository';

/** Bookings as diners make, find and cancel them, and as the dashboard lists and changes them. */
export function reservationEndpoints(
  {
    bookings,
    bookingMail,
    bookingLinks,
    reservations,
    attempts,
    fairUse,
    calendar,
    turnTimes,
    slotLimits,
    guestProfiles,
    publicMenu,
  }: {
    bookings: BookingService;
    bookingMail: BookingMail;
    bookingLinks: BookingLinks;
    reservations: ReservationRepository;
    attempts: AttemptStore;
    fairUse: FairUseCounter | null;
    calendar: CalendarStore;
    turnTimes: TurnTimesStore;
    slotLimits: SlotLimits;
    guestProfiles: GuestProfiles;
    publicMenu: Pick<PublicMenuReads, 'dishes'>;
  },
  clock: Clock,
): Handlers<typeof reservationsContract> {
  // The schedule's rules depend on the clock, so they are checked here, after the contract's fields.
  const dinerBooking = dinerBookingSchema(clock, calendar.read, () => turnTimes.read().maxOnlineMinutes);
  return {
    book: {
      before: [withinRate(fairUse, RATES.booking)],
      handle: ({ body }) => {
        // A closed date or a pause is said as such, not as a time that is not offered; an end past the
        // longest online booking says until when (the form's own copy of the limit may be older).
        refuseOffline(body.date, calendar.read(), calendar.pause(), body.startTime);
        const latest = latestOnlineEnd(body.date, body.startTime, body.endTime, calendar.read(), turnTimes.read().maxOnlineMinutes);
        if (latest) throw new HttpError(400, TURN_TIME_MESSAGES.tooLongOnline(latest), 'too-long');
        return toReservation(bookings.createForDiner(dinerBooking.parse(body)));
      },
    },
    bookForStaff: ({ body }) => {
      if (!body.confirmed) {
        const nearby = bookings.nearbyForStaff(body);
        refuseUnconfirmed(body, calendar.read(), slotLimits, clock(), nearby.length > 0 ? [BOOKING_MESSAGES.staffNearby(nearby)] : []);
      }
      return toReservation(bookings.createForStaff(body));
    },
    search: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ body }) => {
        const found = reservations.findByProof(body);
        return found ? [toReservation(found)] : [];
      },
    },
    openLink: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ body }) => {
        const link = bookingLinks.read(body.token);
        const found = link?.purpose === 'ver' ? reservations.find(link.id) : null;
        if (!found || found.anonymisedAt) throw notFound(SEARCH_MESSAGES.linkInvalid);
        return [toReservation(found)];
      },
    },
    calendar: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ query }, { res }) => {
        const found = reservations.findByProof(query);
        if (!found) throw notFound(SEARCH_MESSAGES.notFound);
        // A cancelled booking has no evening left to put in a calendar.
        if (found.status === CANCELLED) throw notFound(SEARCH_MESSAGES.calendarCancelled);
        const file = bookingMail.calendar(found);
        res.set('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').attachment(`reserva-${found.confirmationNumber}.ics`).send(file);
        return SENT;
      },
    },
    // A proof checked like a search's, and limited like one.
    cancel: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ params, body }) => toReservation(bookings.cancelByDiner(params.id, body)),
    },
    cancelForStaff: ({ params }) => toReservation(bookings.cancel(params.id, 'staff')),
    request: {
      before: [withinRate(fairUse, RATES.request)],
      handle: ({ body }) => toAttempt(attempts.record(body)),
    },
    day: ({ params }) => {
      const day = reservations.listForDate(params.date);
      const badges = guestProfiles.summaries(day.flatMap((row) => (row.guestId === null ? [] : [row.guestId])));
      // One read of the menu (kept until it changes) for every party: what each must avoid is read on each answer.
      const menu = publicMenu.dishes();
      return day.map((row) => {
        const booking = toReservation(row);
        const guest = (row.guestId !== null && badges.get(row.guestId)) || null;
        return { ...booking, guest, allergyAlert: allergyAlert(allergenUnion(guest?.allergies ?? [], booking.dinerAllergies), menu) };
      });
    },
    update: ({ params, body }) => toReservation(bookings.update(params.id, body)),
    checkin: ({ params, body }) => toReservation(bookings.setArrived(params.id, body.hasArrived)),
    checkout: ({ params, body }) => toReservation(bookings.checkout(params.id, body.hasLeft)),
    noShow: ({ params, body }) => toReservation(bookings.setNoShow(params.id, body.noShow)),
    requests: ({ query }) => attempts.list(query.date).map(toAttempt),
    declineRequest: ({ params, body }) => {
      const { request, mailed } = attempts.decline(params.id, body.message);
      return { request: toAttempt(request), mailed };
    },
  };
}
