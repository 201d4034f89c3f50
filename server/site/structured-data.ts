/**
 * The venue as schema.org describes a restaurant (JSON-LD), so a search engine shows its address,
 * phone, opening hours, menu and bookings from the page itself.
 */
import { openingSpans } from '../../shared/schedule';
import type { VenueDetails } from '../../shared/schemas/venue';
import { phoneE164 } from '../../shared/venue';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function restaurantJsonLd(venue: VenueDetails, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: venue.name,
    ...(venue.description ? { description: venue.description } : {}),
    url: `${origin}/`,
    telephone: phoneE164(venue.phone),
    email: venue.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      postalCode: venue.address.postalCode,
      addressLocality: venue.address.city,
      addressRegion: venue.address.province,
      addressCountry: 'ES',
    },
    openingHoursSpecification: WEEKDAYS.flatMap((day, weekday) =>
      openingSpans(weekday).map(({ opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes })),
    ),
    acceptsReservations: `${origin}/#reservar`,
    hasMenu: `${origin}/menu`,
    ...(venue.heroImageUrl ? { image: `${origin}${venue.heroImageUrl}?size=large` } : {}),
    sameAs: [venue.links.photos],
  };
}
