import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { availabilityRequest, availabilityStatus, type AvailabilityChoice, type AvailabilityStatus } from './availability';

/** The live availability check: run only for a complete online request, and never answered from cache. */
export function useAvailability(choice: AvailabilityChoice): AvailabilityStatus {
  const request = availabilityRequest(choice);
  const check = useQuery({
    queryKey: request ? queryKeys.range.of('public', request.params.date, request.params.startTime, request.params.endTime, request.query) : queryKeys.range.all,
    queryFn: request ? () => call(apiRoutes.tables.range, request) : skipToken,
    gcTime: 0,
    staleTime: 0,
  });
  return availabilityStatus(choice, check);
}
