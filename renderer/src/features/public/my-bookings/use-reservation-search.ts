import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useToast, type ToastMessage } from '../../../components/ui/Toaster';
import { COPY } from './copy';
import { failureDetail } from '../../../lib/failure-messages';
import { searchQuery, type SearchCriteria } from './search-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { noteAnswer } from '../../../lib/saved-bookings';
import type { Reservation } from '../../../../../shared/types';

/**
 * The last search the diner ran and its answer. A search the diner starts speaks up (toast on
 * zero results or failure); the quiet re-runs after a cancel or on window focus do not.
 */
export function useReservationSearch() {
  const queryClient = useQueryClient();
  const toasts = useToast();
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const { data } = useQuery(searchQuery(criteria));
  const lastNotice = useRef<number | null>(null);

  function notify(message: ToastMessage): void {
    lastNotice.current = toasts.show(message);
  }

  /** Runs a search the diner asked for; answers what it found, or null when it failed. */
  async function search(next: SearchCriteria): Promise<Reservation[] | null> {
    try {
      const found = await queryClient.fetchQuery(searchQuery(next));
      setCriteria(next);
      if (found.length === 0) notify({ title: COPY.noResults, description: COPY.noResultsHint });
      // A 'not found' left over from the previous attempt would contradict the cards now shown.
      else if (lastNotice.current !== null) toasts.dismiss(lastNotice.current);
      return found;
    } catch (error) {
      // Old results under a failed new search would pass for its answer.
      setCriteria(null);
      notify({ variant: 'destructive', title: COPY.searchFailed, description: failureDetail(error) });
      return null;
    }
  }

  /** A confirmation e-mail's link: its token opens the booking, whose e-mail and number then fill the form. */
  async function openLink(token: string): Promise<SearchCriteria | null> {
    try {
      const found = await call(apiRoutes.reservations.openLink, { body: { token } });
      const [booking] = found;
      if (!booking) return null;
      const opened = { email: booking.customerEmail, confirmationNumber: booking.confirmationNumber };
      noteAnswer(found);
      // Kept as that search's answer: a cancel then re-runs the search, as for one typed in.
      queryClient.setQueryData(searchQuery(opened).queryKey, found);
      setCriteria(opened);
      return opened;
    } catch (error) {
      notify({ variant: 'destructive', title: COPY.searchFailed, description: failureDetail(error) });
      return null;
    }
  }

  return { results: criteria ? data : undefined, search, openLink };
}
