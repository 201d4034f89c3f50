import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { AllergyAnswer } from './AllergyQuestion';

/** A booking's declaration reached by a signed link of its e-mails (the confirmation's, a reminder's): read, and saved. */
export function useLinkedAllergies(token: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.dinerAllergies.of(token);
  const view = useQuery({ queryKey: key, queryFn: () => call(apiRoutes.dinerAllergies.view, { params: { token } }), retry: false });
  const save = async (answer: AllergyAnswer) => {
    const saved = await call(apiRoutes.dinerAllergies.declareByLink, { params: { token }, body: answer });
    queryClient.setQueryData(key, saved);
    return saved;
  };
  return { view, save };
}
