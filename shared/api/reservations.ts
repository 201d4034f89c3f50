/** Bookings: the diner's form and 'Mis reservas', and the dashboard's day. */
import { type } from '@orpc/contract';
import { z } from 'zod';
import { RESERVATION_MESSAGES } from '../messages/reservation';
import { idParams, uuidParams } from '../schemas/common';
import {
  bookingLinkSchema,
  bookingProofSchema,
  checkinSchema,
  dateParamsSchema,
  dayQuerySchema,
  dinerBookingFields,
  noShowSchema,
  checkoutSchema,
  declineRequestSchema,
  reservationAttemptSchema,
  reservationUpdateSchema,
  searchSchema,
  staffBookingSchema,
} from '../schemas/reservation';
import { dayReservationDto, reservationAttemptDto, reservationDto } from './dto';
import { answerAs, at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Reservas';
const byId = z.object({ params: uuidParams(RESERVATION_MESSAGES.invalidId) });
const updated = { emits: 'reservation-updated' } as const;
/** Changes to a booking that may fail because it is gone, cancelled, or its table is taken. */
const bookingChange = staffEndpoint.meta(updated).errors(errorsOf('not-found', 'conflict', 'table-taken'));

export const reservationsContract = {
  /** A diner's booking from the public form: the server chooses the table. */
  book: publicEndpoint
    .route(at('POST', '/api/reservations', TAG, 'Reservar mesa desde la web', 201))
    .meta({ emits: 'reservation-created' })
    .errors(errorsOf('no-tables', 'duplicate-booking', 'nearby-booking', 'contact-limit', 'fair-use', 'closed', 'paused', 'too-long'))
    .input(z.object({ body: dinerBookingFields }))
    .output(reservationDto),
  /**
   * A booking from the dashboard, on the same path: a request carrying the session token is the
   * staff's (any date, a table may be named, the placeholder contact allowed). On a closed date or
   * past the pacing it asks to be sent again `confirmed`.
   */
  bookForStaff: staffEndpoint
    .route(at('POST', '/api/reservations', TAG, 'Reservar desde el panel', 201))
    .meta({ emits: 'reservation-created' })
    .errors(errorsOf('no-tables', 'table-taken', 'not-found', 'needs-confirmation'))
    .input(z.object({ body: staffBookingSchema }))
    .output(reservationDto),
  /**
   * 'Mis reservas': the one booking whose e-mail and confirmation number both match, as a list of
   * one (empty when none does). An e-mail alone proves nothing about other bookings made with it.
   */
  search: publicEndpoint
    .route(at('POST', '/api/reservations/search', TAG, 'Buscar una reserva (Mis reservas)'))
    .errors(errorsOf('fair-use'))
    .input(z.object({ body: searchSchema }))
    .output(z.array(reservationDto)),
  /** A confirmation e-mail's 'Mis reservas' link: its signed token opens that booking, as a list of one. */
  openLink: publicEndpoint
    .route(at('POST', '/api/reservations/link', TAG, 'Abrir una reserva desde el enlace del correo'))
    .errors(errorsOf('not-found', 'fair-use'))
    .input(z.object({ body: bookingLinkSchema }))
    .output(z.array(reservationDto)),
  /** 'Añadir al calendario': the booking as the calendar file its confirmation e-mail carries (text/calendar), found by e-mail and number as 'Mis reservas' finds it. */
  calendar: publicEndpoint
    .route({
      ...at('GET', '/api/reservations/calendar', TAG, 'Descargar la reserva para el calendario (.ics)'),
      ...answerAs('text/calendar', 'La reserva como archivo de calendario (iCalendar).', { filename: 'reserva-{confirmationNumber}.ics' }),
    })
    .errors(errorsOf('not-found', 'fair-use'))
    .input(z.object({ query: searchSchema }))
    .output(type<string>()),
  /**
   * A diner cancels, until the booking starts, proving it is theirs with its e-mail and number in
   * the body (a change to the specification's call: the id alone cancelled). Without them: 404.
   */
  cancel: publicEndpoint
    .route(at('DELETE', '/api/reservations/{id}', TAG, 'Cancelar una reserva (comensal)'))
    .meta({ emits: 'reservation-cancelled' })
    .errors(errorsOf('not-found', 'conflict', 'fair-use'))
    .input(byId.extend({ body: bookingProofSchema }))
    .output(reservationDto),
  /** Staff cancel, on the same path with the session token: also after the start. */
  cancelForStaff: staffEndpoint
    .route(at('DELETE', '/api/reservations/{id}', TAG, 'Cancelar una reserva desde el panel'))
    .meta({ emits: 'reservation-cancelled' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(byId)
    .output(reservationDto),
  /** A VIP or large-group request, for staff to call back. */
  request: publicEndpoint
    .route(at('POST', '/api/reservation-attempt', TAG, 'Solicitar una reserva VIP o de grupo grande', 201))
    .meta({ emits: 'attempt-created' })
    .errors(errorsOf('fair-use'))
    .input(z.object({ body: reservationAttemptSchema }))
    .output(reservationAttemptDto),
  /** The day's bookings, for the dashboard. */
  day: staffEndpoint
    .route(at('GET', '/api/reservations/date/{date}', TAG, 'Reservas de un día'))
    .input(z.object({ params: dateParamsSchema }))
    .output(z.array(dayReservationDto)),
  update: bookingChange
    .route(at('PUT', '/api/reservations/{id}', TAG, 'Modificar una reserva'))
    .input(byId.extend({ body: reservationUpdateSchema }))
    .output(reservationDto),
  /** 'Llegó' (and its undo). */
  checkin: bookingChange
    .route(at('PATCH', '/api/reservations/{id}/checkin', TAG, 'Marcar «Llegó» (o deshacerlo)'))
    .input(byId.extend({ body: checkinSchema }))
    .output(reservationDto),
  /** 'Ido' frees the table; `{ hasLeft: false }` undoes it, unless its table has been given to another party meanwhile. */
  checkout: bookingChange
    .route(at('PATCH', '/api/reservations/{id}/checkout', TAG, 'Marcar «Ido» (o deshacerlo)'))
    .input(byId.extend({ body: checkoutSchema }))
    .output(reservationDto),
  noShow: bookingChange
    .route(at('PATCH', '/api/reservations/{id}/no-show', TAG, 'Marcar «No presentado» (o deshacerlo)'))
    .input(byId.extend({ body: noShowSchema }))
    .output(reservationDto),
  /** VIP and large-group requests, of one date or all. */
  requests: staffEndpoint
    .route(at('GET', '/api/admin/reservation-attempts', TAG, 'Solicitudes VIP y de grupos grandes'))
    .input(z.object({ query: dayQuerySchema }))
    .output(z.array(reservationAttemptDto)),
  /**
   * 'Rechazar' on a VIP or group request: stored as declined (it leaves the day's list) and the diner
   * told by e-mail, with staff's own words if any, where the request has an address and mail is set
   * up. `mailed` says whether that message was queued.
   */
  declineRequest: staffEndpoint
    .route(at('POST', '/api/admin/reservation-attempts/{id}/decline', TAG, 'Rechazar una solicitud VIP o de grupo grande'))
    .meta({ emits: 'attempt-declined' })
    .errors(errorsOf('not-found', 'conflict'))
    .input(z.object({ params: idParams, body: declineRequestSchema }))
    .output(z.object({ request: reservationAttemptDto, mailed: z.boolean() })),
};
