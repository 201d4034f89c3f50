import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { useToast } from '../../../components/ui/Toaster';
import type { Reservation } from '../../../../../shared/types';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { failureDetail } from '../../../lib/failure-messages';
import { noteAnswer } from '../../../lib/saved-bookings';
import { COPY } from './copy';

/**
 * DELETE /api/reservations/{id}, with its success and failure effects. It carries the booking's
 * e-mail and number, the diner's proof that it is theirs.
 */
export function useCancelReservation() {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customerEmail, confirmationNumber }: Reservation) => call(apiRoutes.reservations.cancel, { params: { id }, body: { email: customerEmail, confirmationNumber } }),
    onSuccess: async (cancelled) => {
      // A saved booking cancelled here stops being announced on the home page at once.
      noteAnswer([cancelled]);
      toasts.show({ title: COPY.cancelledTitle, description: COPY.cancelledDescription });
      // Awaited, so 'Cancelando...' stays until the re-run search shows the card as cancelled;
      // other tabs (the booking form's availability, a dashboard) hear of it through storage.
      await afterOwnChange(queryClient, { kind: 'reservation-cancelled' });
    },
    onError: (error) => {
      toasts.show({ variant: 'destructive', title: COPY.cancelFailed, description: failureDetail(error) });
    },
  });
}
