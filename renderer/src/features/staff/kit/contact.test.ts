import { describe, expect, it } from 'vitest';
import { phoneHref, whatsappHref, whatsappNumber } from './contact';

describe('whatsappNumber', () => {
  it.each([
    ['612345678', '34612345678'],
    ['612 345 678', '34612345678'],
    ['+34 612345678', '34612345678'],
    ['+33 6 12 34 56 78', '33612345678'],
  ])('%s → %s', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });
});

describe('whatsappHref', () => {
  it('opens the chat with the text written, encoded', () => {
    expect(whatsappHref('600 111 222', 'Hola, Ana: ¿mesa?')).toBe('https://wa.me/34600111222?text=Hola%2C%20Ana%3A%20%C2%BFmesa%3F');
  });
});

describe('phoneHref', () => {
  it.each([
    ['600 111 222', 'tel:600111222'],
    ['+34 600-111-222', 'tel:+34600111222'],
  ])('%s → %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});
