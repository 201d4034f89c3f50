import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNow } from '../../../lib/use-now';
import { useSavedBookings } from '../../../lib/saved-bookings';
import { needsRecheck, nextBookingAhead, type BookingAhead } from './booking-ahead';
import { searchQuery } from './search-query';

/** The bookings asked about since this page loaded: each at most once, whatever the answer. */
const asked = new Set<string>();

/**
 * This device's next booking still ahead, once the page is taken over (none on the server). When
 * the server's last word on it is old, it is looked up once more: its answer lands in the saved
 * copy (searchQuery notes it), so a booking cancelled or moved elsewhere drops out or changes.
 * A failed look-up leaves what this device knew.
 */
export function useBookingAhead(): BookingAhead | undefined {
  const now = useNow();
  const ahead = nextBookingAhead(useSavedBookings(), now);
  const queryClient = useQueryClient();
  const stale = ahead !== undefined && needsRecheck(ahead, now);
  const email = ahead?.email;
  const confirmationNumber = ahead?.confirmationNumber;
  useEffect(() => {
    if (!stale || email === undefined || confirmationNumber === undefined || asked.has(confirmationNumber)) return;
    asked.add(confirmationNumber);
    queryClient.fetchQuery(searchQuery({ email, confirmationNumber })).catch(() => undefined);
  }, [stale, email, confirmationNumber, queryClient]);
  return ahead;
}
