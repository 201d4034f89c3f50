/**
 * The venue's details (name, address, phone, links) as the owner set them on 'Ajustes', with
 * the calendar's week in words. The server writes them into every page it serves, so the first render needs no
 * request; the development server does not, and then they are read from the API.
 */
import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CALENDAR, weekSundayFirst, type Calendar } from '../../../shared/calendar';
import type { PublicVenue } from '../../../shared/api/dto';
import { VENUE_DATA_ID } from '../../../shared/venue';
import { VENUE_MESSAGES } from '../../../shared/messages/venue';
import { apiRoutes } from '../../../shared/api/routes';
import { ApiError, call } from './api';
import { queryKeys } from './query-keys';

function injectedVenue(): PublicVenue | undefined {
  // On the server (rendering a diner's page) the venue is put in the cache before rendering.
  const text = typeof document === 'undefined' ? undefined : document.getElementById(VENUE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PublicVenue) : undefined;
}

export const venueQuery = queryOptions({
  queryKey: queryKeys.venue,
  queryFn: () => call(apiRoutes.venue.details),
  initialData: injectedVenue,
  // Only 'Ajustes' changes it, and it writes its answer straight into this cache.
  staleTime: Infinity,
});

/** For the diner's screens, which cannot show anything without the venue: they wait for it. */
export function useVenue(): PublicVenue {
  return useSuspenseQuery(venueQuery).data;
}

/** For staff screens, which work before the venue has a name (the first run): the name if there is one. */
export function useVenueName(): string | undefined {
  return useQuery(venueQuery).data?.name;
}

/** The server's answer while nobody has described the venue yet (a new install). */
export const isVenueMissing = (error: unknown) => error instanceof ApiError && error.message === VENUE_MESSAGES.notConfigured;

/** 'Carta · Valhalla', or just 'Carta' while the venue has no name. */
export const pageTitle = (title: string, venueName: string | undefined) => (venueName ? `${title} · ${venueName}` : title);

/** The venue's week as the shared schedule reads it (how eagerly to read ahead); the specification's until the venue is known. */
export function venueHours(queryClient: QueryClient): Calendar {
  const venue = queryClient.getQueryData(venueQuery.queryKey) ?? injectedVenue();
  return venue ? { week: weekSundayFirst(venue.week), days: {} } : DEFAULT_CALENDAR;
}
