/**
 * The e-mails a booking sends the diner: the confirmation (or, pending, its receipt), a change staff
 * made, and a short note when it is cancelled, in plain text and HTML, each with the booking's
 * calendar invitation. Queued in the booking's own transaction (outbox.ts).
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
import { calendarFile, type CalendarMethod } from './calendar-file';
import type { MailOrigin, OutgoingMail, Outbox } from '../mail';
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
  /**
   * The address the messages leave from (the mail server's 'from'): the invitation's organiser, so the
   * diner's mail program accepts its changes and cancellation as the organiser's; null: the venue's own.
   */
  sender: string | null;
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

const EVENT_STATUS = { pending: 'tentative', cancelled: 'cancelled' } as const;

/**
 * The booking as a calendar file: attached to the confirmation and to every change and cancellation
 * (an invitation from the venue, so the diner's calendar follows), and 'Añadir al calendario' on the
 * site (where, before the owner has described the venue, it has no name or place yet).
 */
export function bookingCalendar(reservation: ReservationRecord, venue: VenueDetails | null, refs: BookingRefs, now: Date, method: CalendarMethod = 'PUBLISH'): string {
  return calendarFile(
    {
      uid: `${refs.reference}@reservas`,
      sequence: reservation.calendarSequence,
      stamp: now,
      date: reservation.date,
      startTime: reservation.startTime,
      endTime: reservation.endTime,
      status: EVENT_STATUS[reservation.status as keyof typeof EVENT_STATUS] ?? 'confirmed',
      summary: venue ? `Reserva en ${venue.name}` : `Reserva ${reservation.confirmationNumber}`,
      location: venue ? `${venue.name}, ${fullAddress(venue.address)}` : '',
      description: bookingDetails(reservation)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      url: refs.myBookings,
      organizer: venue && { name: venue.name, email: refs.sender ?? venue.email },
      attendee: isStaffEmail(reservation.customerEmail) ? null : { name: reservation.customerName, email: reservation.customerEmail },
    },
    method,
  );
}

/** What the confirmation says first: booked, or (a guest who has missed bookings) received for staff to confirm. */
const CONFIRMATION_OPENING = {
  confirmed: (venue: string) => `Tu reserva en ${venue} está confirmada.`,
  pending: (venue: string) => `Hemos recibido tu reserva en ${venue}. Está pendiente de que el restaurante la confirme: te escribiremos en cuanto lo haga.`,
};

export function confirmationMail(reservation: ReservationRecord, venue: VenueDetails, refs: BookingRefs, now: Date): OutgoingMail {
  const pending = reservation.status === 'pending';
  const opening = (pending ? CONFIRMATION_OPENING.pending : CONFIRMATION_OPENING.confirmed)(venue.name);
  return bookingMessage(reservation, venue, refs, now, {
    kind: 'confirmation',
    subject: `${pending ? 'Reserva pendiente de confirmar' : 'Reserva confirmada'} en ${venue.name}: ${formatLongDate(reservation.date)}, ${reservation.startTime}`,
    opening,
    closing: 'Te adjuntamos la reserva para que la añadas a tu calendario.',
  });
}

/** A change the diner should know of (day, time, zone or party), with the calendar event moved to match. */
export function changeMail(reservation: ReservationRecord, venue: VenueDetails, refs: BookingRefs, now: Date): OutgoingMail {
  return bookingMessage(reservation, venue, refs, now, {
    kind: 'change',
    subject: `Reserva modificada en ${venue.name}: ${formatLongDate(reservation.date)}, ${reservation.startTime}`,
    opening: `Hemos cambiado tu reserva en ${venue.name}. Así queda:`,
    closing: 'Te adjuntamos la reserva actualizada: tu calendario la cambiará si ya la tenías.',
  });
}

/** A message that states the booking as it now stands, with its links and its calendar invitation. */
function bookingMessage(
  reservation: ReservationRecord,
  venue: VenueDetails,
  refs: BookingRefs,
  now: Date,
  words: { kind: 'confirmation' | 'change'; subject: string; opening: string; closing: string },
): OutgoingMail {
  const link = refs.myBookings;
  const byPhone = `Para consultar o cancelar tu reserva, llámanos al ${venue.phone}.`;
  const block = bookingBlock(reservation, venue);
  const text = [
    `Hola, ${reservation.customerName}:`,
    '',
    words.opening,
    '',
    ...block.text,
    '',
    link ? `Para consultar o cancelar tu reserva: ${link}` : byPhone,
    ...(refs.allergies ? [`${ALLERGY_QUESTION} Dínoslo aquí: ${refs.allergies}`] : []),
    words.closing,
    '',
    '¡Te esperamos!',
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(reservation.customerName)}:</p>`,
    `<p>${escapeHtml(words.opening)}</p>`,
    ...block.html,
    link ? `<p><a href="${escapeHtml(link)}">Consultar o cancelar mi reserva</a></p>` : `<p>${escapeHtml(byPhone)}</p>`,
    ...(refs.allergies ? [`<p>${escapeHtml(ALLERGY_QUESTION)} <a href="${escapeHtml(refs.allergies)}">Dínoslo aquí</a></p>`] : []),
    `<p>${escapeHtml(words.closing)}</p>`,
    '<p>¡Te esperamos!</p>',
  ].join('\n');
  return {
    kind: words.kind,
    recipient: reservation.customerEmail,
    subject: words.subject,
    text,
    html,
    replyTo: venue.email,
    calendar: bookingCalendar(reservation, venue, refs, now, 'REQUEST'),
  };
}

/** Why the venue cancelled a booking itself: the date closed, with the owner's note to the diner. */
export interface VenueClosure {
  note: string | null;
}

/** The cancellation, with the calendar event withdrawn (METHOD:CANCEL) so it leaves the diner's calendar. */
export function cancellationMail(reservation: ReservationRecord, venue: VenueDetails, refs: BookingRefs, now: Date, closure?: VenueClosure): OutgoingMail {
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
    calendar: bookingCalendar(reservation, venue, refs, now, 'CANCEL'),
  };
}

/**
 * What the booking service calls inside its transaction. Links lead to the venue's public address
 * (PUBLIC_URL or the tunnel's), never to the address a request named.
 */
export function createBookingMail(outbox: Outbox, venue: VenueSettings, clock: Clock, links: BookingLinks, publicAddress: () => string | null, sender: () => string | null) {
  const refsOf = (reservation: ReservationRecord): BookingRefs => {
    const origin = publicAddress();
    return {
      reference: links.reference(reservation.id),
      myBookings: origin && myBookingsLink(origin, links.token(reservation.id, 'ver')),
      allergies: origin && allergiesLink(origin, links.token(reservation.id, 'alergias')),
      sender: sender(),
    };
  };
  return {
    /** A diner's own booking, made on the public form, or a pending one staff have now confirmed. */
    confirmation(reservation: ReservationRecord, from: MailOrigin = 'public-form'): void {
      // The message (its links signed, its calendar file written) is made only when it can leave.
      if (!outbox.ready()) return;
      const details = venue.read();
      if (details) outbox.enqueue(confirmationMail(reservation, details, refsOf(reservation), clock()), from);
    },
    /** The booking's calendar file, as the confirmation attaches it. */
    calendar(reservation: ReservationRecord): string {
      return bookingCalendar(reservation, venue.read(), refsOf(reservation), clock());
    },
    /** Whether a message was queued: not for a dashboard booking without the diner's e-mail, nor with e-mail off. */
    cancellation(reservation: ReservationRecord, by: 'diner' | 'staff', closure?: VenueClosure): boolean {
      const details = venue.read();
      if (!details || isStaffEmail(reservation.customerEmail) || !outbox.ready()) return false;
      return outbox.enqueue(cancellationMail(reservation, details, refsOf(reservation), clock(), closure), by === 'diner' ? 'public-form' : 'staff');
    },
    /** A change staff made that the diner should know of: queued unless the booking has no diner's e-mail. */
    change(reservation: ReservationRecord): boolean {
      const details = venue.read();
      if (!details || isStaffEmail(reservation.customerEmail) || !outbox.ready()) return false;
      return outbox.enqueue(changeMail(reservation, details, refsOf(reservation), clock()), 'staff');
    },
  };
}

export type BookingMail = ReturnType<typeof createBookingMail>;
