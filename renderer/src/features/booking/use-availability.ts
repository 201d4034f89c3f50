import { skipToken, useQuery } from '@tanstack/react-query';
import type { RangeAvailability } from '../../../../shared/types';
import { apiRequest } from '../../lib/api';
import { availabilityStatus, availabilityUrl, type AvailabilityChoice, type AvailabilityStatus } from './availability';

/** The live availability check: run only for a complete online request, and never answered from cache. */
export function useAvailability(choice: AvailabilityChoice): AvailabilityStatus {
  const url = availabilityUrl(choice);
  const check = useQuery({
    queryKey: [url],
    queryFn: url ? () => apiRequest<RangeAvailability>('GET', url) : skipToken,
    gcTime: 0,
    staleTime: 0,
  });
  return availabilityStatus(choice, check);
}
