/** The waiting list's changes from the dashboard, each with its toast; the list holds the server's answer at once. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { WalkInWait } from '../../../../../shared/schemas/waitlist';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange, expectEcho } from '../../../lib/changes';
import { failureDetail } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { waitlistQuery, type WaitlistEntry, type WaitlistSeat } from '../kit/staff-queries';
import { WAITLIST } from './copy';
import { offerBody, tablesText, withEntry } from './waitlist-words';

const { waitlist } = apiRoutes;

function entryChanged(queryClient: QueryClient, entry: WaitlistEntry): Promise<void> {
  queryClient.setQueryData(waitlistQuery(entry.date).queryKey, (list) => list && withEntry(list, entry));
  return afterOwnChange(queryClient, { kind: 'waitlist-changed', updated: [queryKeys.waitlist.all] });
}

/** The server's reason for a refusal ('Esa mesa no está libre a esa hora…'), else the action's own words. */
export const waitlistFailure = (error: unknown, fallback: string): string => failureDetail(error) ?? fallback;

const echoOf = (queryClient: QueryClient, id: number) => expectEcho(queryClient, { kind: 'waitlist-changed', id });

/** 'Ofrecer mesa' or 'Mesa lista': the seat chosen is held for the entry; `onOffered` gets the entry with its offer. */
export function useOffer(entry: WaitlistEntry, onOffered: (offered: WaitlistEntry) => void) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seat: WaitlistSeat) => call(waitlist.offer, { params: { id: entry.id }, body: offerBody(seat) }),
    onMutate: () => ({ failed: echoOf(queryClient, entry.id) }),
    onSuccess: async (offered, seat) => {
      toasts.show({ title: entry.kind === 'walk-in' ? WAITLIST.readied : WAITLIST.offered, description: WAITLIST.offeredDetail(entry.customerName, tablesText(seat.tables), seat.startTime) });
      onOffered(offered);
      await entryChanged(queryClient, offered);
    },
    onError: (error, _seat, context) => {
      context?.failed();
      // The seat may have gone meanwhile: the choices are read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.waitlistSeats.of(entry.id) });
      toasts.show({ variant: 'destructive', title: WAITLIST.offerFailed, description: failureDetail(error) });
    },
  });
}

/** A change of one entry (its id, its name for the toast) that answers the entry as it now is. */
function useEntryChange(send: (id: number) => Promise<WaitlistEntry>, done: string, failed: string, after?: (queryClient: QueryClient) => Promise<void>) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<WaitlistEntry, 'id' | 'customerName'>) => send(entry.id),
    onMutate: (entry) => ({ failed: echoOf(queryClient, entry.id) }),
    onSuccess: async (changed, entry) => {
      toasts.show({ title: done, description: entry.customerName });
      await Promise.all([entryChanged(queryClient, changed), after?.(queryClient)]);
    },
    onError: (error, _entry, context) => {
      context?.failed();
      toasts.show({ variant: 'destructive', title: failed, description: failureDetail(error) });
    },
  });
}

/** 'Sentar': the party at the door becomes a seated booking at the table held, which the day's lists then show. */
export const useSeat = () =>
  useEntryChange(
    (id) => call(waitlist.seat, { params: { id } }),
    WAITLIST.seated,
    WAITLIST.seatFailed,
    (queryClient) => afterOwnChange(queryClient, { kind: 'reservation-created' }),
  );

/** 'Retirar': off the list, its held table free for the next. */
export const useWithdraw = () => useEntryChange((id) => call(waitlist.withdraw, { params: { id } }), WAITLIST.withdrawn, WAITLIST.withdrawFailed);

/** 'Apuntar en espera': a party at the door, on today's list. */
export function useAddWalkIn(onAdded: () => void) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInWait) => call(waitlist.addWalkIn, { body }),
    onSuccess: async (added) => {
      toasts.show({ title: WAITLIST.walkIn.added, description: added.customerName });
      onAdded();
      await entryChanged(queryClient, added);
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: WAITLIST.walkIn.failed, description: failureDetail(error) }),
  });
}
