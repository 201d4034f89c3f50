import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { queryClient } from '../../../lib/query-client';
import type { AttemptRequest } from './booking-form';

/**
 * Records a VIP or large-group request for staff to follow up. The diner already has
 * the contact dialog, so a failure is only logged; open dashboards are told to refetch either way.
 */
export async function sendReservationAttempt(attempt: AttemptRequest): Promise<void> {
  try {
    await call(apiRoutes.reservations.request, { body: attempt });
  } catch (error) {
    console.error('No se pudo registrar la solicitud de reserva', error);
  }
  await afterOwnChange(queryClient, { kind: 'attempt-created' });
}
