import type { Resolver } from 'react-hook-form';
import type { BookingFormValues, ReservationRequest } from './booking-form';
import { loadChunk, validationChunk } from './chunks';
import type { BookingTimes } from './venue-calendar';
import { BOOKING_FAILURE } from '../../../lib/failure-messages';

/**
 * react-hook-form's resolver, waiting for the validation chunk. Without it (connection lost) the
 * diner is told so instead of the form silently doing nothing.
 */
export const bookingResolver: Resolver<BookingFormValues, BookingTimes, ReservationRequest> = async (values, times) => {
  let validation: Awaited<ReturnType<typeof validationChunk>>;
  try {
    validation = await loadChunk(validationChunk);
  } catch {
    return { values: {}, errors: { root: { type: 'network', message: BOOKING_FAILURE.offline } } };
  }
  return validation.validateBooking(values, times?.hours, times?.longestOnline ?? null);
};
