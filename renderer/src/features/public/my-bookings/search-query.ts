/** The search call as a cached query, so the cancel's invalidation re-runs it. */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import type { searchSchema } from '../../../../../shared/schemas/reservation';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { noteAnswer } from '../../../lib/saved-bookings';

/** What the form hands over: both values already trimmed by the shared schema. */
export type SearchCriteria = z.output<typeof searchSchema>;

export function searchQuery(criteria: SearchCriteria | null) {
  return queryOptions({
    // Under every search's key: a cancel makes it stale, so the search on screen runs again.
    queryKey: queryKeys.search.of(criteria?.email ?? '', criteria?.confirmationNumber ?? ''),
    queryFn: criteria
      ? async () => {
          const found = await call(apiRoutes.reservations.search, { body: { email: criteria.email, confirmationNumber: criteria.confirmationNumber } });
          // A saved booking found (or no longer found) is brought up to date on this device.
          noteAnswer(found, criteria);
          return found;
        }
      : skipToken,
  });
}
