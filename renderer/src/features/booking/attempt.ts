import { apiRequest } from '../../lib/api';
import { raiseAdminChange } from '../../lib/admin-change';
import type { AttemptRequest } from './booking-form';

/**
 * Records a VIP or large-group request for staff to follow up. The diner already has
 * the contact dialog, so a failure is only logged; open dashboards are told to refetch either way.
 */
export async function sendReservationAttempt(attempt: AttemptRequest): Promise<void> {
  try {
    await apiRequest('POST', '/api/reservation-attempt', attempt);
  } catch (error) {
    console.error('No se pudo registrar la solicitud de reserva', error);
  }
  raiseAdminChange('tables');
}
