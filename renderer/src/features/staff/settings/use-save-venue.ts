import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueDetails } from '../../../../../shared/schemas/venue';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { venueQuery } from '../../../lib/venue';

/** Saves the venue's details; every screen of this browser shows the stored answer at once. */
export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: VenueDetails) => call(apiRoutes.venue.saveDetails, { body: details }),
    onSuccess: (saved) => queryClient.setQueryData(venueQuery.queryKey, saved),
  });
}
