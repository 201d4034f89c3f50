/** What makes a booking a diner's: its own e-mail and confirmation number, together, and nothing less. */
import { emailKey, isStaffEmail } from '../../shared/contact-keys';
import type { ReservationRecord } from '../db/rows';

/** What a diner holds of one booking: the e-mail it was made with and its confirmation number. */
export interface BookingProof {
  email: string;
  confirmationNumber: string;
}

/** Whether `proof` is that of this booking; the placeholder e-mail of staff's bookings proves nothing. */
export function provesOwnership(row: Pick<ReservationRecord, 'customerEmail' | 'confirmationNumber'>, { email, confirmationNumber }: BookingProof): boolean {
  return !isStaffEmail(email) && emailKey(row.customerEmail) === emailKey(email) && row.confirmationNumber === confirmationNumber.trim().toUpperCase();
}
