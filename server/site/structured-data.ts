/**
 * The venue as schema.org describes a restaurant (JSON-LD), so a search engine shows its address,
 * phone, opening hours, menu and bookings from the page itself.
 */
import type { Calendar } from '../../shared/calendar';
import { addDays } from '../../shared/madrid-time';
import { openingSpans } from '../../shared/schedule';
import type { VenueDetails } from '../../shared/schemas/venue';
import { phoneE164 } from '../../shared/venue';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface OpeningHours {
  calendar: Calendar;
  /** The venue's today: exceptions from it on are stated. */
  today: string;
}

/** How far ahead the dates that do not follow the week are stated to search engines. */
const SPECIAL_DAYS_AHEAD = 60;

/** The dates of the next 60 days with hours of their own: closed ones with no hours, as schema.org has it. */
function specialHours({ calendar, today }: OpeningHours): Record<string, unknown>[] {
  const last = addDays(today, SPECIAL_DAYS_AHEAD);
  return Object.entries(calendar.days)
    .flatMap(([date, day]) => (day.services !== null && date >= today && date <= last ? [[date, day.services] as const] : []))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, services]) =>
      services.length === 0
        ? [{ '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date, opens: '00:00', closes: '00:00' }]
        : services.map((service) => ({ '@type': 'OpeningHoursSpecification', validFrom: date, validThrough: date, opens: service.firstStart, closes: service.lastEnd })),
    );
}

export function restaurantJsonLd(venue: VenueDetails, origin: string, hours: OpeningHours): Record<string, unknown> {
  const special = specialHours(hours);
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
      openingSpans(weekday, hours.calendar).map(({ opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes })),
    ),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    acceptsReservations: `${origin}/#reservar`,
    hasMenu: `${origin}/menu`,
    ...(venue.heroImageUrl ? { image: `${origin}${venue.heroImageUrl}?size=large` } : {}),
    sameAs: [venue.links.photos],
  };
}
