/** What 'Añadir al calendario', 'Copiar' and 'Compartir' hand over on the booking's confirmation. */
import { apiRoutes } from '../../../../../shared/api/routes';
import { formatLongDate } from '../../../../../shared/long-date';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { DEFAULT_SECTION } from '../../../../../shared/sections';
import type { Reservation } from '../../../../../shared/types';
import { urlOf } from '../../../lib/api';
import { peopleLabel } from './booking-form';

type Booked = Pick<Reservation, 'customerEmail' | 'confirmationNumber' | 'date' | 'startTime' | 'endTime' | 'partySize' | 'preferredSection'>;

/** The calendar file the confirmation e-mail carries, for this booking. */
export const calendarHref = (booking: Booked): string => urlOf(apiRoutes.reservations.calendar, { query: { email: booking.customerEmail, confirmationNumber: booking.confirmationNumber } });

/** 'de 21:00 a 23:00': the time a diner chose, start and end. */
export const timeRange = (booking: Pick<Booked, 'startTime' | 'endTime'>): string => `de ${booking.startTime} a ${booking.endTime}`;

/** The booking in one message, for the diner's notes or the people coming along; no e-mail or phone in it. */
export function shareText(booking: Booked, venueName: string, origin: string): string {
  return [
    `Reserva en ${venueName}: ${formatLongDate(booking.date)}, ${timeRange(booking)}, ${peopleLabel(booking.partySize)}, ${booking.preferredSection || DEFAULT_SECTION}.`,
    `Número de reserva: ${booking.confirmationNumber}`,
    `Consultar o cancelar: ${origin}/#${HOME_SECTIONS.myBookings}`,
  ].join('\n');
}
