import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { availabilityOf, availabilityRequest, type Availability, type AvailabilityChoice } from './availability';

/** The live availability check: run only for a complete online request, and never answered from cache. */
export function useAvailability(choice: AvailabilityChoice): Availability {
  const request = availabilityRequest(choice);
  const check = useQuery({
    queryKey: request ? queryKeys.range.of('public', request.params.date, request.params.startTime, request.params.endTime, request.query) : queryKeys.range.all,
    queryFn: request ? () => call(apiRoutes.tables.range, request) : skipToken,
    gcTime: 0,
    staleTime: 0,
  });
  return availabilityOf(choice, check);
}
