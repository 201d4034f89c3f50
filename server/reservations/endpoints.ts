import type { reservationsContract } from '../../shared/api/reservations';
import { CANCELLED, cancelledLast } from '../../shared/reservation-status';
import { dinerBookingSchema } from '../../shared/schemas/reservation';
import { serviceDate } from '../../shared/schedule';
import { toAttempt, toReservation } from '../api/dto';
import { refuseOffline } from '../calendar/online';
import { refuseUnconfirmed } from '../calendar/staff-warnings';
import { SENT, type Handlers } from '../api/endpoints';
import { notFound } from '../http/errors';
import { MESSAGES } from '../../shared/messages';
import type { Clock } from '../context';
import { RATES } from '../fair-use/limits';
import { withinRate } from '../fair-use/middleware';
import { publicOrigin } from '../http/origin';
import type { Services } from '../services';

/** Bookings as diners make, find and cancel them, and as the dashboard lists and changes them. */
export function reservationEndpoints({ bookings, bookingMail, reservations, attempts, publicAddress, fairUse, calendar, slotLimits, guestProfiles }: Services, clock: Clock): Handlers<typeof reservationsContract> {
  // The schedule's rules depend on the clock, so they are checked here, after the contract's fields.
  const dinerBooking = dinerBookingSchema(clock, calendar.read);
  return {
    book: {
      before: [withinRate(fairUse, RATES.booking)],
      handle: ({ body }, { req }) => {
        // A closed date or a pause is said as such, not as a time that is not offered.
        refuseOffline(body.date, calendar.read(), calendar.pause(), body.startTime);
        return toReservation(bookings.createForDiner(dinerBooking.parse(body), publicOrigin(req, publicAddress())));
      },
    },
    bookForStaff: ({ body }) => {
      if (!body.confirmed) refuseUnconfirmed(body, calendar.read(), slotLimits);
      return toReservation(bookings.createForStaff(body));
    },
    search: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ body }) => cancelledLast(reservations.search(body.email, body.confirmationNumber, serviceDate(clock())).map(toReservation)),
    },
    calendar: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ query }, { req, res }) => {
        const rows = reservations.search(query.email, query.confirmationNumber, serviceDate(clock()));
        if (rows.length === 0) throw notFound(MESSAGES.search.notFound);
        // A cancelled booking has no evening left to put in a calendar.
        const found = rows.find((row) => row.status !== CANCELLED);
        if (!found) throw notFound(MESSAGES.search.calendarCancelled);
        const file = bookingMail.calendar(found, publicOrigin(req, publicAddress()));
        res.set('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').attachment(`reserva-${found.confirmationNumber}.ics`).send(file);
        return SENT;
      },
    },
    cancel: ({ params }) => toReservation(bookings.cancel(params.id, 'diner')),
    cancelForStaff: ({ params }) => toReservation(bookings.cancel(params.id, 'staff')),
    request: {
      before: [withinRate(fairUse, RATES.request)],
      handle: ({ body }) => toAttempt(attempts.record(body)),
    },
    day: ({ params }) => {
      const day = reservations.listForDate(params.date);
      const badges = guestProfiles.summaries(day.flatMap((row) => (row.guestId === null ? [] : [row.guestId])));
      return day.map((row) => ({ ...toReservation(row), guest: (row.guestId !== null && badges.get(row.guestId)) || null }));
    },
    update: ({ params, body }) => toReservation(bookings.update(params.id, body)),
    checkin: ({ params, body }) => toReservation(bookings.setArrived(params.id, body.hasArrived)),
    checkout: ({ params, body }) => toReservation(bookings.checkout(params.id, body.hasLeft)),
    noShow: ({ params, body }) => toReservation(bookings.setNoShow(params.id, body.noShow)),
    requests: ({ query }) => attempts.list(query.date).map(toAttempt),
  };
}
