/** A form filled in as a diner would, for the booking unit tests. */
import { EMPTY_BOOKING, type BookingFormValues } from './booking-form';

export const FILLED_BOOKING: BookingFormValues = {
  ...EMPTY_BOOKING,
  date: '2026-11-24',
  startTime: '21:00',
  endTime: '23:00',
  customerName: 'Lucía Martín',
  customerPhone: '612345678',
  customerEmail: 'lucia@example.com',
  privacyAccepted: true,
};
