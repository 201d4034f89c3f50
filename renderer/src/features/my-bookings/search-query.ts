/** The search call as a cached query, so the cancel's invalidation re-runs it. */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import type { searchSchema } from '../../../../shared/schemas/reservation';
import type { Reservation } from '../../../../shared/types';
import { apiRequest } from '../../lib/api';

/** What the form hands over: both values already trimmed by the shared schema. */
export type SearchCriteria = z.output<typeof searchSchema>;

/**
 * The key starts with the request path: invalidating '/api/reservations' after a cancel
 * therefore repeats the search on screen.
 */
export const SEARCH_PATH = '/api/reservations/search';

export function searchQuery(criteria: SearchCriteria | null) {
  return queryOptions({
    queryKey: [SEARCH_PATH, criteria?.email ?? '', criteria?.confirmationNumber ?? ''],
    queryFn: criteria ? () => apiRequest<Reservation[]>('POST', SEARCH_PATH, criteria) : skipToken,
  });
}
