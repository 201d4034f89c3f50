import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { Opinion } from '../../../../../shared/api/feedback';
import { call } from '../../../lib/api';
import { afterOwnChange, expectEcho } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { STAFF_CACHE } from '../kit/staff-queries';

/** The opinions of a range of service days, with their figures. */
export const opinionsQuery = (from: string, to: string) =>
  queryOptions({ ...STAFF_CACHE, queryKey: queryKeys.opinions.of(from, to), queryFn: () => call(apiRoutes.feedback.list, { query: { from, to } }) });

/** How many opinions nobody has opened: the badge of 'Opiniones'. */
export const useUnreadOpinions = () => useQuery({ ...STAFF_CACHE, queryKey: queryKeys.unreadOpinions, queryFn: () => call(apiRoutes.feedback.unread), select: (answer) => answer.unread });

export const useGuestOpinions = (id: number) => useQuery({ ...STAFF_CACHE, queryKey: queryKeys.guestOpinions.of(id), queryFn: () => call(apiRoutes.feedback.ofGuest, { params: { id } }) });

/** An opinion opened: it stops counting as unread here and on every other screen. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opinion: Opinion) => call(apiRoutes.feedback.markRead, { params: { id: opinion.id } }),
    onMutate: (opinion) => ({ failed: expectEcho(queryClient, { kind: 'feedback-changed', id: opinion.id }) }),
    onSuccess: () => afterOwnChange(queryClient, { kind: 'feedback-changed' }),
    onError: (_error, _opinion, context) => context?.failed(),
  });
}
