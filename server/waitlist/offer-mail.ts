/** The offer e-mail: the table held (date, time, zone, party), until when, and the one link that books it. */
import escapeHtml from 'escape-html';
import { beforeHeldUntil, heldUntil } from '../../shared/held-until';
import { formatLongDate } from '../../shared/long-date';
import type { VenueDetails } from '../../shared/schemas/venue';
import type { OutgoingMail } from '../mail';

export interface OfferMailFacts {
  customerName: string;
  customerEmail: string;
  date: string;
  startTime: string;
  endTime: string;
  section: string;
  partySize: number;
  expiresAt: string;
}

export function offerMail(offer: OfferMailFacts, venue: VenueDetails, link: string | null, now: Date): OutgoingMail {
  const when = `${formatLongDate(offer.date)}, a las ${offer.startTime}`;
  const until = heldUntil(offer.expiresAt, now);
  const rows: [string, string][] = [
    ['Fecha', formatLongDate(offer.date)],
    ['Hora', `de ${offer.startTime} a ${offer.endTime}`],
    ['Zona', offer.section],
    ['Personas', String(offer.partySize)],
  ];
  const hold = `Te la guardamos hasta ${until}. No hay nada reservado hasta que la aceptes.`;
  const ask = link
    ? 'Pulsa «Reservar esta mesa» para quedártela; si ya no te viene bien, pulsa «No, gracias» en la misma página y se la ofreceremos a otra persona.'
    : `Para quedártela, llámanos al ${venue.phone} ${beforeHeldUntil(until)}.`;
  const text = [
    `Hola, ${offer.customerName}:`,
    '',
    `Se ha liberado una mesa en ${venue.name} que encaja con tu lista de espera:`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    hold,
    ask,
    ...(link ? ['', `Reservar esta mesa: ${link}`] : []),
    '',
    `${venue.name} · Teléfono: ${venue.phone}`,
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(offer.customerName)}:</p>`,
    `<p>Se ha liberado una mesa en <strong>${escapeHtml(venue.name)}</strong> que encaja con tu lista de espera:</p>`,
    '<table role="presentation" cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><strong>${escapeHtml(hold)}</strong></p>`,
    `<p>${escapeHtml(ask)}</p>`,
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#047857;color:#ffffff;font-weight:bold;text-decoration:none">Reservar esta mesa</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(venue.name)} · Teléfono: ${escapeHtml(venue.phone)}</p>`,
  ].join('\n');
  return { kind: 'waitlist-offer', recipient: offer.customerEmail, subject: `Hay mesa para ti en ${venue.name}: ${when}`, text, html, replyTo: venue.email };
}
