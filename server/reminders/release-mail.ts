/**
 * The note to a diner whose booking was cancelled because it was not reconfirmed in time
 * ('Liberar la mesa si no confirma'): why, without blame, and how to book again.
 */
import escapeHtml from 'escape-html';
import { formatLongDate } from '../../shared/long-date';
import { deadlineInWords } from '../../shared/reconfirm';
import { HOME_SECTIONS } from '../../shared/routes';
import type { VenueDetails } from '../../shared/schemas/venue';
import type { ReservationRecord } from '../db/rows';
import type { OutgoingMail } from '../mail';

/** `origin`: the site's public address, whose booking form the note links to; null when it has none yet (the note says to call). */
export function releaseMail(reservation: ReservationRecord, venue: VenueDetails, origin: string | null): OutgoingMail {
  const site = origin && `${origin}/#${HOME_SECTIONS.booking}`;
  const when = `${formatLongDate(reservation.date)}, a las ${reservation.startTime}`;
  const deadline = reservation.reconfirmBy ? ` antes del ${deadlineInWords(reservation.reconfirmBy)}` : '';
  const why = `Te pedimos que confirmaras${deadline} tu reserva ${reservation.confirmationNumber} para ${reservation.partySize} personas del ${when}, y no nos ha llegado tu respuesta. Para no dejar la mesa vacía, la hemos liberado y tu reserva queda cancelada.`;
  const again = site
    ? `Si aún queréis venir, puedes volver a reservar en ${site} o llamarnos al ${venue.phone}: si hay sitio, estaremos encantados de recibiros.`
    : `Si aún queréis venir, llámanos al ${venue.phone}: si hay sitio, estaremos encantados de recibiros.`;
  const sorry = 'Sentimos no poder guardarla más tiempo.';
  const text = [`Hola, ${reservation.customerName}:`, '', why, '', sorry, again, '', `Un saludo,`, venue.name].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(reservation.customerName)}:</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>${escapeHtml(sorry)} ${site ? `Si aún queréis venir, puedes <a href="${escapeHtml(site)}">volver a reservar en la web</a> o llamarnos al ${escapeHtml(venue.phone)}: si hay sitio, estaremos encantados de recibiros.` : escapeHtml(again)}</p>`,
    `<p>Un saludo,<br>${escapeHtml(venue.name)}</p>`,
  ].join('\n');
  return {
    // A cancellation, as the mail log on 'Ajustes' lists it.
    kind: 'cancellation',
    recipient: reservation.customerEmail,
    subject: `Hemos liberado tu mesa en ${venue.name}: ${when}`,
    text,
    html,
    replyTo: venue.email,
  };
}
