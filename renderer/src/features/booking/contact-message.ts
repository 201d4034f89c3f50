/**
 * The contact dialog's links: VIP requests and large groups are arranged by WhatsApp
 * or e-mail, with a message already holding what staff need to answer.
 */
import type { ContactReason } from '../../../../shared/sections';
import { VENUE } from '../../../../shared/venue';
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
  /** As the diner chose it: '8', or '7+' when the group is larger than the form offers. */
  people: string;
}

/** The dialog's request from the validated form; `people` is the option the diner chose ('7+'), not the number sent. */
export function contactRequestFor(reason: ContactReason, request: ReservationRequest, people: string): ContactRequest {
  const { customerName, date, startTime, endTime, preferredSection } = request;
  return { reason, customerName, date, startTime, endTime, preferredSection, people };
}

const OPENINGS: Record<ContactReason, string> = {
  vip: `Hola, me gustaría reservar en la zona VIP de ${VENUE.name}.`,
  'large-group': `Hola, me gustaría reservar para un grupo grande en ${VENUE.name}.`,
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

export function contactMessage(request: ContactRequest): string {
  const lines = contactDetails(request).map(([label, value]) => `${label}: ${value}`);
  return [OPENINGS[request.reason], '', ...lines].join('\n');
}

export function whatsappHref(request: ContactRequest): string {
  return `https://wa.me/${VENUE.whatsapp}?text=${encodeURIComponent(contactMessage(request))}`;
}

export function mailtoHref(request: ContactRequest): string {
  const subject = `Solicitud de reserva · ${CONTACT_TITLES[request.reason]}`;
  // RFC 6068: spaces as %20 (encodeURIComponent, never '+') and line breaks as CRLF.
  const body = contactMessage(request).replace(/\n/g, '\r\n');
  return `mailto:${VENUE.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
