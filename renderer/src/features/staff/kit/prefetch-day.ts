/** The staff's day read ahead: the bookings of the service date and the tables, as the Reservas tab opens on them. */
import type { QueryClient } from '@tanstack/react-query';
import { serviceDate } from '../../../../../shared/schedule';
import { useDayChoice } from './day-choice';
import { combinationsQuery, dayQuery, requestsQuery, tablesQuery, waitlistQuery } from './staff-queries';

export async function prefetchDay(queryClient: QueryClient, staleMs: number): Promise<void> {
  await Promise.all([queryClient.prefetchQuery({ ...dayQuery(serviceDate(new Date())), staleTime: staleMs }), queryClient.prefetchQuery({ ...tablesQuery, staleTime: staleMs })]);
}

/**
 * What 'Reservas' draws first, for the date in view, read the moment the password is accepted: the
 * screen waits about 100 ms before it opens (the specification's timing), and the reads are done by
 * then instead of starting after it, the plan's with the lists' rather than after them.
 */
export function prefetchReservas(queryClient: QueryClient): void {
  const { date } = useDayChoice.getState();
  void queryClient.prefetchQuery(dayQuery(date));
  void queryClient.prefetchQuery(requestsQuery(date));
  void queryClient.prefetchQuery(waitlistQuery(date));
  void queryClient.prefetchQuery(tablesQuery);
  void queryClient.prefetchQuery(combinationsQuery);
}
