import { useMutation } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/types';
import { useToast } from '../../components/ui/Toaster';
import { staffRequest } from '../../lib/api';
import { invalidateMatching } from '../../lib/query-client';
import { DAY } from './copy';

const path = (id: string, action: string) => `/api/reservations/${encodeURIComponent(id)}/${action}`;

/** One staff change of a booking, its toasts, and the day's lists read again. */
function useBookingChange<Input>(send: (input: Input) => Promise<Reservation>, success: (input: Input) => string, failure: string) {
  const toasts = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_reservation, input) => {
      toasts.show({ title: success(input) });
      await invalidateMatching('/api/reservations', '/api/admin/dashboard', '/api/tables');
    },
    onError: (error) => {
      toasts.show({ variant: 'destructive', title: failure, description: error instanceof Error ? error.message : undefined });
    },
  });
}

export function useArrival() {
  return useBookingChange(
    ({ id, hasArrived }: { id: string; hasArrived: boolean }) => staffRequest<Reservation>('PATCH', path(id, 'checkin'), { hasArrived }),
    () => DAY.statusUpdated,
    DAY.arrivalFailed,
  );
}

export function useDeparture() {
  return useBookingChange(
    (id: string) => staffRequest<Reservation>('PATCH', path(id, 'checkout'), {}),
    () => DAY.markedLeft,
    DAY.leftFailed,
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
