/**
 * The notice a VIP or large-group request sends the venue: who asks, for when, and links that
 * answer the diner with one tap (e-mail, WhatsApp, phone). Queued with the request (outbox.ts).
 * And the diner's courteous answer when staff turn the request down ('Rechazar').
 */
import escapeHtml from 'escape-html';
import { formatLongDate } from '../../shared/long-date';
import type { VenueDetails } from '../../shared/schemas/venue';
import { contactReason } from '../../shared/sections';
import type { AttemptRow } from '../db/rows';
import { phoneE164 } from '../../shared/venue';
import type { VenueSettings } from '../venue';
import type { OutgoingMail, Outbox } from '../mail';

const REASONS = { vip: 'zona VIP', 'large-group': 'grupo grande' } as const;

export function venueRequestMail(attempt: AttemptRow, venue: VenueDetails): OutgoingMail {
  const reason = REASONS[contactReason(attempt.preferredSection, attempt.partySize) ?? 'large-group'];
  const when = `${formatLongDate(attempt.date)}, de ${attempt.startTime} a ${attempt.endTime}`;
  const answer = `Hola, ${attempt.customerName}: te escribimos de ${venue.name} por tu solicitud de reserva (${reason}) para el ${when}.`;
  const replies: [string, string][] = [
    ['Responder por correo', `mailto:${attempt.customerEmail}?subject=${encodeURIComponent(`Tu solicitud de reserva en ${venue.name}`)}&body=${encodeURIComponent(answer)}`],
    ['Responder por WhatsApp', `https://wa.me/${phoneE164(attempt.customerPhone).slice(1)}?text=${encodeURIComponent(answer)}`],
    ['Llamar', `tel:${phoneE164(attempt.customerPhone)}`],
  ];
  const rows: [string, string][] = [
    ['Nombre', attempt.customerName],
    ['Fecha', when],
    ['Zona', attempt.preferredSection],
    ['Personas', String(attempt.partySize)],
    ['Teléfono', attempt.customerPhone],
    ['Correo', attempt.customerEmail],
    ...(attempt.specialRequests ? ([['Peticiones', attempt.specialRequests]] as [string, string][]) : []),
  ];
  return {
    kind: 'venue-request',
    recipient: venue.email,
    replyTo: attempt.customerEmail,
    subject: `Solicitud de reserva (${reason}): ${attempt.customerName}, ${when}`,
    text: [`Nueva solicitud de reserva (${reason}) desde la web:`, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...replies.map(([label, href]) => `${label}: ${href}`)].join('\n'),
    html: [
      `<p>Nueva solicitud de reserva (${escapeHtml(reason)}) desde la web:</p>`,
      '<table role="presentation" cellpadding="4">',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      `<p>${replies.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' · ')}</p>`,
    ].join('\n'),
  };
}

/** The diner told their request cannot be taken, with staff's own words (`message`) when they wrote some. */
export function declinedRequestMail(attempt: AttemptRow, venue: VenueDetails, message: string | null): OutgoingMail {
  const people = attempt.partySize === 1 ? '1 persona' : `${attempt.partySize} personas`;
  const asked = `tu solicitud de reserva para el ${formatLongDate(attempt.date)} a las ${attempt.startTime} (${people}, ${attempt.preferredSection})`;
  const sorry = `Muchas gracias por pensar en ${venue.name}. Lo sentimos mucho, pero no podemos atender ${asked}.`;
  const after = `Si te viene bien otro día u otra hora, llámanos al ${venue.phone} o responde a este correo y buscaremos la manera de recibiros.`;
  const paragraphs = [sorry, ...(message ? [message] : []), after];
  return {
    kind: 'request-declined',
    recipient: attempt.customerEmail,
    replyTo: venue.email,
    subject: `Tu solicitud de reserva en ${venue.name}: ${formatLongDate(attempt.date)}`,
    text: [`Hola, ${attempt.customerName}:`, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), 'Un saludo,', venue.name].join('\n'),
    html: [
      `<p>Hola, ${escapeHtml(attempt.customerName)}:</p>`,
      // Staff's words keep their line breaks.
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
      `<p>Un saludo,<br>${escapeHtml(venue.name)}</p>`,
    ].join('\n'),
  };
}

/** What the request store calls inside its transaction. */
export function createRequestMail(outbox: Outbox, venue: VenueSettings) {
  return {
    venueRequest(attempt: AttemptRow): void {
      const details = venue.read();
      if (details) outbox.enqueue(venueRequestMail(attempt, details), 'public-form');
    },
    /** Whether the diner's e-mail was queued: not for a request whose data was erased, nor with e-mail off. */
    declined(attempt: AttemptRow, message: string | null): boolean {
      const details = venue.read();
      if (!details || !attempt.customerEmail) return false;
      return outbox.enqueue(declinedRequestMail(attempt, details, message), 'staff');
    },
  };
}

export type RequestMail = ReturnType<typeof createRequestMail>;
