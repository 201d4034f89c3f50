import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { GuestUpdate } from '../../../../../shared/schemas/guests';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange, expectEcho } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { STAFF_CACHE } from '../kit/staff-queries';
import { GUESTS } from './copy';

/** The guest book searched; the last answer stays on screen while the next one is read. */
export const guestSearchQuery = (q: string) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.guests.of(q),
    queryFn: () => call(apiRoutes.guests.list, { query: { q } }),
    placeholderData: keepPreviousData,
  });

export const guestProfileQuery = (id: number) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.guest.of(id),
    queryFn: () => call(apiRoutes.guests.profile, { params: { id } }),
  });

/** 'Guardar ficha': the profile the server answers is the one shown; the day's rows and lists read theirs again. */
export function useSaveGuest(id: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const toasts = useToast();
  return useMutation({
    mutationFn: (body: GuestUpdate) => call(apiRoutes.guests.update, { params: { id }, body }),
    onMutate: () => ({ failed: expectEcho(queryClient, { kind: 'guest-changed', id }) }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.guest.of(id), profile);
      toasts.show({ title: GUESTS.profile.saved });
      onSaved();
      await afterOwnChange(queryClient, { kind: 'guest-changed', updated: [queryKeys.guest.all] });
    },
    onError: (_error, _body, context) => context?.failed(),
  });
}
