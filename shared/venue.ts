/**
 * The venue's public identity, in one place: the site, the legal pages, the contact dialog and
 * the footer all read it, so the owner changes a phone number here and nowhere else.
 */
export const VENUE = {
  name: 'Valhalla',
  legalName: 'Valhalla Alpedrete, S.L.',
  taxId: 'B88765432',
  registry: 'Registro Mercantil de Madrid, tomo 40.123, folio 45, hoja M-712345',
  address: {
    street: 'Calle Real, 12',
    postalCode: '28430',
    city: 'Alpedrete',
    province: 'Madrid',
  },
  phone: { display: '918 57 12 34', href: 'tel:+34918571234' },
  email: 'reservas@valhalla-alpedrete.es',
  /** Where diners exercise their data-protection rights (privacy policy); may equal `email`. */
  dataProtectionEmail: 'privacidad@valhalla-alpedrete.es',
  /** International format without '+', as wa.me expects it. */
  whatsapp: '34612345678',
  links: {
    reviews: 'https://www.google.com/search?q=Valhalla+Alpedrete+rese%C3%B1as',
    photos: 'https://www.instagram.com/valhalla.alpedrete/',
  },
  openingHours: [
    { days: 'Lunes a viernes', hours: 'De 18:00 al cierre' },
    { days: 'Sábado y domingo', hours: 'De 14:00 al cierre' },
  ],
} as const;

export function fullAddress(): string {
  const { street, postalCode, city, province } = VENUE.address;
  return `${street}, ${postalCode} ${city} (${province})`;
}
