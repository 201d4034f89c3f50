import { describe, expect, it } from 'vitest';
import { DEMO_VENUE } from '../../../../../shared/venue';
import { contactMessage, contactRequestFor, mailtoHref, whatsappHref, type ContactRequest } from './contact-message';

// Another venue than the demo's, so a message still naming the demo would be caught.
const VENUE = { ...DEMO_VENUE, name: 'La Posada del Valle', whatsapp: '34600112233', email: 'hola@posadadelvalle.es' };

const vip: ContactRequest = {
  reason: 'vip',
  customerName: 'Ana García',
  date: '2026-11-24',
  startTime: '21:00',
  endTime: '23:00',
  preferredSection: 'VIP',
  people: '8',
};

describe('contactMessage', () => {
  it('holds name, date, start, end, section and people, in that order', () => {
    expect(contactMessage(vip, VENUE)).toBe(
      [
        `Hola, me gustaría reservar en la zona VIP de ${VENUE.name}.`,
        '',
        'Nombre: Ana García',
        'Fecha: martes, 24 de noviembre de 2026',
        'Hora de inicio: 21:00',
        'Hora de fin: 23:00',
        'Zona: VIP',
        'Personas: 8',
      ].join('\n'),
    );
  });

  it('opens differently for a large group', () => {
    expect(contactMessage({ ...vip, reason: 'large-group', preferredSection: 'Salón', people: '7+' }, VENUE)).toMatch(/^Hola, me gustaría reservar para un grupo grande/);
  });
});

describe('whatsappHref', () => {
  it('writes to the venue number with the message prefilled', () => {
    const url = new URL(whatsappHref(vip, VENUE));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${VENUE.whatsapp}`);
    expect(url.searchParams.get('text')).toBe(contactMessage(vip, VENUE));
  });
});

describe('mailtoHref', () => {
  it('writes to the venue e-mail with a subject and the same details, spaces as %20', () => {
    const href = mailtoHref(vip, VENUE);
    expect(href.startsWith(`mailto:${VENUE.email}?subject=`)).toBe(true);
    expect(href).not.toContain('+');
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Solicitud de reserva · ZONA VIP');
    expect(query.get('body')).toBe(contactMessage(vip, VENUE).replace(/\n/g, '\r\n'));
  });
});

describe('contactRequestFor', () => {
  it('takes the details from the request and the people from the option chosen', () => {
    const request = {
      customerName: 'Carlos Núñez',
      customerEmail: 'carlos@example.com',
      customerPhone: '612345678',
      date: '2026-11-24',
      endDate: null,
      startTime: '20:00',
      endTime: '22:00',
      time: '20:00',
      tableId: null,
      preferredSection: 'Salón',
      partySize: 9,
      specialRequests: '',
      privacyAccepted: true,
    };
    expect(contactRequestFor('large-group', request)).toEqual({
      reason: 'large-group',
      customerName: 'Carlos Núñez',
      date: '2026-11-24',
      startTime: '20:00',
      endTime: '22:00',
      preferredSection: 'Salón',
      people: '9',
    });
  });
});
