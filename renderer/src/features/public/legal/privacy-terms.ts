import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** How long the venue keeps diners' data, as the owner set it on 'Ajustes': the privacy policy states it. */
export const privacyTermsQuery = queryOptions({
  queryKey: queryKeys.privacyTerms,
  queryFn: () => call(apiRoutes.venue.privacyTerms),
  staleTime: 5 * 60_000,
});
