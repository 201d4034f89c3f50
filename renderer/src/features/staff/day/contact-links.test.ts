import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

describe('contactLinks', () => {
  it('greets the guest by name with the request in every link that carries text', () => {
    const links = contactLinks({ customerName: 'Marta Gil', customerPhone: '600 111 222', customerEmail: 'marta@example.com', date: '2026-11-28', startTime: '21:00', partySize: 12 });
    expect(links.phone).toBe('tel:600111222');
    expect(links.whatsapp.startsWith('https://wa.me/34600111222?text=')).toBe(true);
    expect(decodeURIComponent(links.whatsapp.split('text=')[1] ?? '')).toBe('Hola Marta Gil, te escribimos del restaurante por tu solicitud de mesa para 12 el 2026-11-28 a las 21:00.');
    expect(links.email.startsWith('mailto:marta@example.com?subject=Tu%20solicitud%20de%20reserva&body=Hola%20Marta')).toBe(true);
  });
});
