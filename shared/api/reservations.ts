/** Bookings: the diner's form and 'Mis reservas', and the dashboard's day. */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { uuidParams } from '../schemas/common';
import {
  checkinSchema,
  dateParamsSchema,
  dinerBookingFields,
  noShowSchema,
  reservationAttemptSchema,
  reservationUpdateSchema,
  searchSchema,
  staffBookingSchema,
} from '../schemas/reservation';
import { errorsOf, publicEndpoint, staffEndpoint } from './endpoint';
import { reservationAttemptDto, reservationDto } from './dto';

const byId = uuidParams(MESSAGES.reservation.invalidId);
/** Changes to a booking that may fail because it is gone, cancelled, or its table is taken. */
const bookingChange = errorsOf('not-found', 'conflict', 'table-taken');

export const reservationsContract = {
  /** A diner's booking from the public form: the server chooses the table. */
  book: publicEndpoint
    .route({ method: 'POST', path: '/api/reservations', inputStructure: 'detailed', successStatus: 201, tags: ['Reservas'] })
    .meta({ emits: 'reservation-created' })
    .errors(errorsOf('no-tables', 'duplicate-booking', 'contact-limit', 'fair-use'))
    .input(z.object({ body: dinerBookingFields }))
    .output(reservationDto),
  /**
   * A booking from the dashboard, on the same path: a request carrying the session token is the
   * staff's (any date, a table may be named, the placeholder contact allowed).
   */
  bookForStaff: staffEndpoint
    .route({ method: 'POST', path: '/api/reservations', inputStructure: 'detailed', successStatus: 201, tags: ['Reservas'] })
    .meta({ emits: 'reservation-created' })
    .errors(errorsOf('no-tables', 'table-taken', 'not-found'))
    .input(z.object({ body: staffBookingSchema }))
    .output(reservationDto),
  /** 'Mis reservas': a diner's bookings by e-mail and confirmation number, cancelled ones last. */
  search: publicEndpoint
    .route({ method: 'POST', path: '/api/reservations/search', inputStructure: 'detailed', tags: ['Reservas'] })
    .errors(errorsOf('fair-use'))
    .input(z.object({ body: searchSchema }))
    .output(z.array(reservationDto)),
  /** A diner cancels, until the booking starts. */
  cancel: publicEndpoint
    .route({ method: 'DELETE', path: '/api/reservations/{id}', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-cancelled' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: byId }))
    .output(reservationDto),
  /** Staff cancel, on the same path with the session token: also after the start. */
  cancelForStaff: staffEndpoint
    .route({ method: 'DELETE', path: '/api/reservations/{id}', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-cancelled' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: byId }))
    .output(reservationDto),
  /** A VIP or large-group request, for staff to call back. */
  request: publicEndpoint
    .route({ method: 'POST', path: '/api/reservation-attempt', inputStructure: 'detailed', successStatus: 201, tags: ['Reservas'] })
    .meta({ emits: 'attempt-created' })
    .errors(errorsOf('fair-use'))
    .input(z.object({ body: reservationAttemptSchema }))
    .output(reservationAttemptDto),
  /** The day's bookings, for the dashboard. */
  day: staffEndpoint
    .route({ method: 'GET', path: '/api/reservations/date/{date}', inputStructure: 'detailed', tags: ['Reservas'] })
    .input(z.object({ params: dateParamsSchema }))
    .output(z.array(reservationDto)),
  update: staffEndpoint
    .route({ method: 'PUT', path: '/api/reservations/{id}', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-updated' })
    .errors(bookingChange)
    .input(z.object({ params: byId, body: reservationUpdateSchema }))
    .output(reservationDto),
  /** 'Llegó' (and its undo). */
  checkin: staffEndpoint
    .route({ method: 'PATCH', path: '/api/reservations/{id}/checkin', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-updated' })
    .errors(bookingChange)
    .input(z.object({ params: byId, body: checkinSchema }))
    .output(reservationDto),
  /** 'Ido': the party left, the table is free. */
  checkout: staffEndpoint
    .route({ method: 'PATCH', path: '/api/reservations/{id}/checkout', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-updated' })
    .errors(bookingChange)
    .input(z.object({ params: byId }))
    .output(reservationDto),
  noShow: staffEndpoint
    .route({ method: 'PATCH', path: '/api/reservations/{id}/no-show', inputStructure: 'detailed', tags: ['Reservas'] })
    .meta({ emits: 'reservation-updated' })
    .errors(bookingChange)
    .input(z.object({ params: byId, body: noShowSchema }))
    .output(reservationDto),
  /** VIP and large-group requests, of one date or all. */
  requests: staffEndpoint
    .route({ method: 'GET', path: '/api/admin/reservation-attempts', inputStructure: 'detailed', tags: ['Reservas'] })
    .input(z.object({ query: z.object({ date: dateParamsSchema.shape.date.optional() }) }))
    .output(z.array(reservationAttemptDto)),
};
