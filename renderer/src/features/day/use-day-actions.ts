import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/types';
import { useToast } from '../../components/ui/Toaster';
import { staffRequest } from '../../lib/api';
import { invalidateMatching } from '../../lib/query-client';
import { DAY } from './copy';

const path = (id: string, action: string) => `/api/reservations/${encodeURIComponent(id)}/${action}`;

/** Every cached day list: a booking's row is patched in whichever day shows it. */
const DAY_LISTS = { queryKey: ['/api/reservations/date'] };

/** What a change does to its row, shown before the server answers. */
type Foresee<Input> = (input: Input) => { id: string; patch: Partial<Reservation> };

/**
 * One staff change of a booking, its toasts, and the day's lists read again. With `foresee`, the
 * row changes at once (a host taps 'Llegó' and the party moves now) and goes back if the server
 * refuses.
 */
function useBookingChange<Input>(send: (input: Input) => Promise<Reservation>, success: (input: Input) => string, failure: string, foresee?: Foresee<Input>) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (input) => {
      if (!foresee) return { before: [] };
      const { id, patch } = foresee(input);
      await queryClient.cancelQueries(DAY_LISTS);
      const before = queryClient.getQueriesData<Reservation[]>(DAY_LISTS);
      queryClient.setQueriesData<Reservation[]>(DAY_LISTS, (list) => list?.map((row) => (row.id === id ? { ...row, ...patch } : row)));
      return { before };
    },
    onSuccess: (_reservation, input) => {
      toasts.show({ title: success(input) });
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      toasts.show({ variant: 'destructive', title: failure, description: error instanceof Error ? error.message : undefined });
    },
    onSettled: () => invalidateMatching('/api/reservations', '/api/admin/dashboard', '/api/tables'),
  });
}

export function useArrival() {
  return useBookingChange(
    ({ id, hasArrived }: { id: string; hasArrived: boolean }) => staffRequest<Reservation>('PATCH', path(id, 'checkin'), { hasArrived }),
    () => DAY.statusUpdated,
    DAY.arrivalFailed,
    ({ id, hasArrived }) => ({ id, patch: { hasArrived } }),
  );
}

export function useDeparture() {
  return useBookingChange(
    (id: string) => staffRequest<Reservation>('PATCH', path(id, 'checkout'), {}),
    () => DAY.markedLeft,
    DAY.leftFailed,
    (id) => ({ id, patch: { hasLeft: true } }),
  );
}

export function useNoShow() {
  return useBookingChange(
    ({ id, noShow }: { id: string; noShow: boolean }) => staffRequest<Reservation>('PATCH', path(id, 'no-show'), { noShow }),
    ({ noShow }) => (noShow ? DAY.noShowMarked : DAY.noShowUndone),
    DAY.noShowFailed,
  );
}

/** 'Eliminar': the booking is cancelled, its row kept, its table freed. */
export function useCancel() {
  return useBookingChange(
    (id: string) => staffRequest<Reservation>('DELETE', `/api/reservations/${encodeURIComponent(id)}`),
    () => DAY.removed,
    DAY.removeFailed,
  );
}
