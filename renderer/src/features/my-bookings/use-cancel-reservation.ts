import { useMutation } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/types';
import { useToast } from '../../components/ui/Toaster';
import { apiRequest } from '../../lib/api';
import { invalidateMatching } from '../../lib/query-client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { COPY } from './copy';
import { failureDetail } from './failure-detail';

/** Tells other open tabs (the booking form's availability) that bookings changed. */
function markReservationsUpdated(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.reservationsUpdated, String(Date.now()));
  } catch {
    // Storage blocked by the browser: the cancel itself succeeded, so it must not read as failed.
  }
}

/** DELETE /api/reservations/{id}, with its success and failure effects. */
export function useCancelReservation() {
  const toasts = useToast();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Reservation>('DELETE', `/api/reservations/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      markReservationsUpdated();
      toasts.show({ title: COPY.cancelledTitle, description: COPY.cancelledDescription });
      // Awaited, so 'Cancelando...' stays until the re-run search (its key holds '/api/reservations')
      // shows the card as cancelled.
      await invalidateMatching('timeslots', '/api/tables', '/api/reservations');
    },
    onError: (error) => {
      toasts.show({ variant: 'destructive', title: COPY.cancelFailed, description: failureDetail(error) });
    },
  });
}
