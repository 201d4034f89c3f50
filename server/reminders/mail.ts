/**
 * The reminder e-mail: the booking, the venue's address, and the two answers as links. A booking
 * that must reconfirm is asked to by its deadline; the nudge is the same message, sent again.
 */
import escapeHtml from 'escape-html';
import { formatLongDate } from '../../shared/long-date';
import { REMINDER_MESSAGES } from '../../shared/messages/reminders';
import { deadlineInWords } from '../../shared/reconfirm';
import type { VenueDetails } from '../../shared/schemas/venue';
import type { ReservationRecord } from '../db/rows';
import { bookingBlock } from '../reservations';
import type { OutgoingMail } from '../mail';

/** Where the site answers a reminder's link (shared/routes.ts `reminder`). */
export const reminderPage = (origin: string, token: string) => `${origin}/recordatorio/${encodeURIComponent(token)}`;

/** The links need the site's public address; without one the reminder asks the diner to call instead. */
export interface ReminderLinksFor {
  confirm: string;
  cancel: string;
  myBookings: string;
}

/** A reconfirmation's words: by when, whether this is the nudge, whether the table is released without an answer. */
export interface ReconfirmAsk {
  nudge: boolean;
  release: boolean;
}

export function reminderMail(reservation: ReservationRecord, venue: VenueDetails, links: ReminderLinksFor | null, reconfirm: ReconfirmAsk | null = null): OutgoingMail {
  const block = bookingBlock(reservation, venue);
  const when = `${formatLongDate(reservation.date)}, a las ${reservation.startTime}`;
  const ask = links ? '¿Vendréis? Contéstanos con un clic:' : `Si no podéis venir, llámanos al ${venue.phone} para liberar la mesa.`;
  const opening = reconfirm?.nudge ? `Aún no nos has confirmado tu reserva en ${venue.name}: ${when}.` : `Te recordamos tu reserva en ${venue.name}: ${when}.`;
  // Asked only with a deadline (reminders.ts); the mail says it in words, and what happens after it.
  const deadline =
    reconfirm && reservation.reconfirmBy
      ? [
          `${REMINDER_MESSAGES.reconfirmAsk(deadlineInWords(reservation.reconfirmBy))}${links ? ' con el botón «Confirmo que iré».' : ` llamándonos al ${venue.phone}.`}`,
          ...(reconfirm.release ? [REMINDER_MESSAGES.releaseWarning] : []),
        ]
      : [];
  const text = [
    `Hola, ${reservation.customerName}:`,
    '',
    opening,
    ...(deadline.length > 0 ? ['', ...deadline] : []),
    '',
    ...block.text,
    '',
    ask,
    ...(links ? [`Confirmo que iré: ${links.confirm}`, `No podré ir: ${links.cancel}`, '', `Consultar la reserva: ${links.myBookings}`] : []),
    '',
    '¡Te esperamos!',
  ].join('\n');
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;margin:4px 8px 4px 0;border-radius:24px;background:${colour};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;
  const html = [
    `<p>Hola, ${escapeHtml(reservation.customerName)}:</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    ...deadline.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    ...block.html,
    `<p>${escapeHtml(ask)}</p>`,
    ...(links
      ? [`<p>${button(links.confirm, 'Confirmo que iré', '#047857')}${button(links.cancel, 'No podré ir', '#991b1b')}</p>`, `<p><a href="${escapeHtml(links.myBookings)}">Consultar la reserva</a></p>`]
      : []),
    '<p>¡Te esperamos!</p>',
  ].join('\n');
  return {
    kind: 'reminder',
    recipient: reservation.customerEmail,
    subject: reconfirm ? `${reconfirm.nudge ? 'Falta tu confirmación' : 'Confirma tu reserva'} en ${venue.name}: ${when}` : `Recordatorio: tu reserva en ${venue.name}, ${when}`,
    text,
    html,
    replyTo: venue.email,
  };
}
