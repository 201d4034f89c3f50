/**
 * The contact dialog's links: VIP requests and large groups are arranged by WhatsApp
 * or e-mail, with a message already holding what staff need to answer.
 */
import type { ContactReason } from '../../../../../shared/sections';
import type { VenueDetails } from '../../../../../shared/schemas/venue';
import type { ReservationRequest } from './booking-form';
import { formatLongDate } from './dates';

export const CONTACT_TITLES: Record<ContactReason, string> = {
  vip: 'ZONA VIP',
  'large-group': 'Grupo Grande',
};

export interface ContactRequest {
  reason: ContactReason;
  customerName: string;
  date: string;
  startTime: string;
  endTime: string;
  preferredSection: string;
  /** How many they are: a group past '7+' or '11+' has said its own number. */
  people: string;
}

/** The dialog's request from the validated form. */
export function contactRequestFor(reason: ContactReason, request: ReservationRequest): ContactRequest {
  const { customerName, date, startTime, endTime, preferredSection, partySize } = request;
  return { reason, customerName, date, startTime, endTime, preferredSection, people: String(partySize) };
}

/** Where the request goes: the venue's WhatsApp and e-mail, under its name. */
export type ContactVenue = Pick<VenueDetails, 'name' | 'whatsapp' | 'email'>;

const OPENINGS: Record<ContactReason, (venueName: string) => string> = {
  vip: (venueName) => `Hola, me gustaría reservar en la zona VIP de ${venueName}.`,
  'large-group': (venueName) => `Hola, me gustaría reservar para un grupo grande en ${venueName}.`,
};

/** The details in a fixed order: name, date, start, end, section, people. */
export function contactDetails(request: ContactRequest): [label: string, value: string][] {
  return [
    ['Nombre', request.customerName],
    ['Fecha', formatLongDate(request.date)],
    ['Hora de inicio', request.startTime],
    ['Hora de fin', request.endTime],
    ['Zona', request.preferredSection],
    ['Personas', request.people],
  ];
}

export function contactMessage(request: ContactRequest, venue: ContactVenue): string {
  const lines = contactDetails(request).map(([label, value]) => `${label}: ${value}`);
  return [OPENINGS[request.reason](venue.name), '', ...lines].join('\n');
}

export function whatsappHref(request: ContactRequest, venue: ContactVenue): string {
  return `https://wa.me/${venue.whatsapp}?text=${encodeURIComponent(contactMessage(request, venue))}`;
}

export function mailtoHref(request: ContactRequest, venue: ContactVenue): string {
  const subject = `Solicitud de reserva · ${CONTACT_TITLES[request.reason]}`;
  // RFC 6068: spaces as %20 (encodeURIComponent, never '+') and line breaks as CRLF.
  const body = contactMessage(request, venue).replace(/\n/g, '\r\n');
  return `mailto:${venue.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
