/**
 * The e-mails a booking sends the diner: the confirmation, in plain text and HTML, with the booking
 * as a calendar file, and a short note when it is cancelled. Queued in the booking's own
 * transaction (outbox.ts).
 */
import escapeHtml from 'escape-html';
import { formatLongDate } from '../../shared/long-date';
import { HOME_SECTIONS } from '../../shared/routes';
import type { VenueDetails } from '../../shared/schemas/venue';
import type { ReservationRecord } from '../db/rows';
import { fullAddress } from '../../shared/venue';
import type { Clock } from '../kernel';
import type { VenueSettings } from '../venue';
import { isStaffEmail } from '../../shared/contact-keys';
import { DINER_ALLERGY_MESSAGES } from '../../shared/messages/diner-allergies';
import { calendarFile } from './calendar-file';
import type { OutgoingMail, Outbox } from '../mail';
import type { BookingLinks } from './booking-links';

/** The home page's 'Mis reservas' opened on one booking by its signed token: no e-mail or number in the address. */
export function myBookingsLink(origin: string, token: string): string {
  return `${origin}/?${new URLSearchParams({ reserva: token })}#${HOME_SECTIONS.myBookings}`;
}

const ALLERGY_QUESTION = DINER_ALLERGY_MESSAGES.question;

/** The page where the diner says the table's allergies, opened by a signed token. */
export function allergiesLink(origin: string, token: string): string {
  return `${origin}/alergias/${token}`;
}

/**
 * How a booking's messages name it: its reference (the calendar file's UID) and the 'Mis reservas'
 * link, or null when the site has no public address yet (the message then says to call).
 */
export interface BookingRefs {
  reference: string;
  myBookings: string | null;
  /** '¿Alguien de la mesa tiene alergias o intolerancias?', answered on the site. */
  allergies: string | null;
}

/** The details every booking e-mail lists, in the order the site shows them. */
function bookingDetails(reservation: ReservationRecord): [string, string][] {
  return [
    ['Número de reserva', reservation.confirmationNumber],
    ['Fecha', formatLongDate(reservation.date)],
    ['Hora', `de ${reservation.startTime} a ${reservation.endTime}`],
    ['Zona', reservation.preferredSection],
    ['Personas', String(reservation.partySize)],
  ];
}

/** The booking and where the venue is, as text lines and as HTML, for every message about one booking. */
export function bookingBlock(reservation: ReservationRecord, venue: VenueDetails): { text: string[]; html: string[] } {
  const rows = bookingDetails(reservation);
  const address = fullAddress(venue.address);
  return {
    text: [...rows.map(([label, value]) => `${label}: ${value}`), '', venue.name, address, `Teléfono: ${venue.phone}`],
    html: [
      '<table role="presentation" cellpadding="4">',
      ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      `<p>${escapeHtml(venue.name)}<br>${escapeHtml(address)}<br>Teléfono: ${escapeHtml(venue.phone)}</p>`,
    ],
  };
}

/**
 * The booking as a calendar file: attached to the confirmation, and 'Añadir al calendario' on the
 * site (where, before the owner has described the venue, it has no name or place yet).
 */
export function bookingCalendar(reservation: ReservationRecord, venue: VenueDetails | null, refs: BookingRefs, now: Date): string {
  return calendarFile({
    uid: `${refs.reference}@reservas`,
    stamp: now,
    date: reservation.date,
    startTime: reservation.startTime,
    endTime: reservation.endTime,
    summary: venue ? `Reserva en ${venue.name}` : `Reserva ${reservation.confirmationNumber}`,
    location: venue ? `${venue.name}, ${fullAddress(venue.address)}` : '',
    description: bookingDetails(reservation)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
    url: refs.myBookings,
  });
}

export function confirmationMail(reservation: ReservationRecord, venue: VenueDetails, refs: BookingRefs, now: Date): OutgoingMail {
  const link = refs.myBookings;
  const byPhone = `Para consultar o cancelar tu reserva, llámanos al ${venue.phone}.`;
  const block = bookingBlock(reservation, venue);
  const text = [
    `Hola, ${reservation.customerName}:`,
    '',
    `Tu reserva en ${venue.name} está confirmada.`,
    '',
    ...block.text,
    '',
    link ? `Para consultar o cancelar tu reserva: ${link}` : byPhone,
    ...(refs.allergies ? [`${ALLERGY_QUESTION} Dínoslo aquí: ${refs.allergies}`] : []),
    'Te adjuntamos la reserva para que la añadas a tu calendario.',
    '',
    '¡Te esperamos!',
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(reservation.customerName)}:</p>`,
    `<p>Tu reserva en <strong>${escapeHtml(venue.name)}</strong> está confirmada.</p>`,
    ...block.html,
    link ? `<p><a href="${escapeHtml(link)}">Consultar o cancelar mi reserva</a></p>` : `<p>${escapeHtml(byPhone)}</p>`,
    ...(refs.allergies ? [`<p>${escapeHtml(ALLERGY_QUESTION)} <a href="${escapeHtml(refs.allergies)}">Dínoslo aquí</a></p>`] : []),
    '<p>Te adjuntamos la reserva para que la añadas a tu calendario.</p>',
    '<p>¡Te esperamos!</p>',
  ].join('\n');
  return {
    kind: 'confirmation',
    recipient: reservation.customerEmail,
    subject: `Reserva confirmada en ${venue.name}: ${formatLongDate(reservation.date)}, ${reservation.startTime}`,
    text,
    html,
    replyTo: venue.email,
    calendar: bookingCalendar(reservation, venue, refs, now),
  };
}

/** Why the venue cancelled a booking itself: the date closed, with the owner's note to the diner. */
export interface VenueClosure {
  note: string | null;
}

export function cancellationMail(reservation: ReservationRecord, venue: VenueDetails, closure?: VenueClosure): OutgoingMail {
  const when = `${formatLongDate(reservation.date)}, a las ${reservation.startTime}`;
  const cancelled = closure ? 'está cancelada: ese día el restaurante no abre.' : 'está cancelada.';
  const after = closure
    ? `Sentimos las molestias. Para reservar otro día, llámanos al ${venue.phone} o responde a este correo.`
    : `Si no la has cancelado tú o quieres volver a reservar, llámanos al ${venue.phone}.`;
  const note = closure?.note ?? null;
  const text = [`Hola, ${reservation.customerName}:`, '', `Tu reserva ${reservation.confirmationNumber} en ${venue.name} para el ${when} ${cancelled}`, ...(note ? ['', note] : []), '', after].join(
    '\n',
  );
  const html = [
    `<p>Hola, ${escapeHtml(reservation.customerName)}:</p>`,
    `<p>Tu reserva <strong>${escapeHtml(reservation.confirmationNumber)}</strong> en ${escapeHtml(venue.name)} para el ${escapeHtml(when)} ${escapeHtml(cancelled)}</p>`,
    ...(note ? [`<p>${escapeHtml(note)}</p>`] : []),
    `<p>${escapeHtml(after)}</p>`,
  ].join('\n');
  return {
    kind: 'cancellation',
    recipient: reservation.customerEmail,
    subject: `Reserva cancelada en ${venue.name}: ${when}`,
    text,
    html,
    replyTo: venue.email,
  };
}

/**
 * What the booking service calls inside its transaction. Links lead to the venue's public address
 * (PUBLIC_URL or the tunnel's), never to the address a request named.
 */
export function createBookingMail(outbox: Outbox, venue: VenueSettings, clock: Clock, links: BookingLinks, publicAddress: () => string | null) {
  const refsOf = (reservation: ReservationRecord): BookingRefs => {
    const origin = publicAddress();
    const token = links.token(reservation.id, 'ver');
    return { reference: links.reference(reservation.id), myBookings: origin && myBookingsLink(origin, token), allergies: origin && allergiesLink(origin, token) };
  };
  return {
    /** A diner's own booking, made on the public form. */
    confirmation(reservation: ReservationRecord): void {
      const details = venue.read();
      if (details) outbox.enqueue(confirmationMail(reservation, details, refsOf(reservation), clock()), 'public-form');
    },
    /** The booking's calendar file, as the confirmation attaches it. */
    calendar(reservation: ReservationRecord): string {
      return bookingCalendar(reservation, venue.read(), refsOf(reservation), clock());
    },
    /** Whether a message was queued: not for a dashboard booking without the diner's e-mail, nor with e-mail off. */
    cancellation(reservation: ReservationRecord, by: 'diner' | 'staff', closure?: VenueClosure): boolean {
      const details = venue.read();
      if (!details || isStaffEmail(reservation.customerEmail)) return false;
      return outbox.enqueue(cancellationMail(reservation, details, closure), by === 'diner' ? 'public-form' : 'staff');
    },
  };
}

export type BookingMail = ReturnType<typeof createBookingMail>;
