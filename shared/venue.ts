/**
 * The demo venue, and what every screen derives from a venue's details. The owner's own details
 * live in the database ('Ajustes'); these are only what SEED=demo stores on a new one.
 */
import type { VenueDetails } from './schemas/venue';

export const DEMO_VENUE: VenueDetails = {
  name: 'Valhalla',
  description: 'Restaurante en Alpedrete, al pie de la Sierra de Guadarrama. Reserva mesa online y consulta la carta.',
  legalName: 'Valhalla Alpedrete, S.L.',
  taxId: 'B88765432',
  registry: 'Registro Mercantil de Madrid, tomo 40.123, folio 45, hoja M-712345',
  address: {
    street: 'Calle Real, 12',
    postalCode: '28430',
    city: 'Alpedrete',
    province: 'Madrid',
  },
  phone: '918 57 12 34',
  email: 'reservas@valhalla-alpedrete.es',
  dataProtectionEmail: 'privacidad@valhalla-alpedrete.es',
  whatsapp: '34612345678',
  links: {
    reviews: 'https://www.google.com/search?q=Valhalla+Alpedrete+rese%C3%B1as',
    photos: 'https://www.instagram.com/valhalla.alpedrete/',
  },
  heroImageUrl: null,
};

export function fullAddress({ street, postalCode, city, province }: VenueDetails['address']): string {
  return `${street}, ${postalCode} ${city} (${province})`;
}

/** '918 57 12 34' → '+34918571234': a Spanish number gets the country code, an international one keeps its own. */
export function phoneE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : `+34${digits}`;
}

/** The home page's title, written by the server and set again by the app when a diner comes back to it. */
export const homeTitle = ({ name, address }: Pick<VenueDetails, 'name' | 'address'>): string => `${name} · Restaurante en ${address.city} · Reservas y carta`;

export const phoneHref = (phone: string) => `tel:${phoneE164(phone)}`;

/** The element of each served page that carries the venue's details for the React app. */
export const VENUE_DATA_ID = 'venue-data';
