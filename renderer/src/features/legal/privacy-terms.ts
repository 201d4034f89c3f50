import { queryOptions } from '@tanstack/react-query';
import type { PrivacyTerms } from '../../../../shared/schemas/privacy';
import { apiRequest } from '../../lib/api';

/** How long the venue keeps diners' data, as the owner set it on 'Ajustes': the privacy policy states it. */
export const privacyTermsQuery = queryOptions({
  queryKey: ['/api/privacy'],
  queryFn: () => apiRequest<PrivacyTerms>('GET', '/api/privacy'),
  staleTime: 5 * 60_000,
});
