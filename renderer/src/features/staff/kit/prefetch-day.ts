/** The staff's day read ahead: the bookings of the service date and the tables, as the Reservas tab opens on them. */
import type { QueryClient } from '@tanstack/react-query';
import { serviceDate } from '../../../../../shared/schedule';
import { dayQuery, tablesQuery } from './staff-queries';

export async function prefetchDay(queryClient: QueryClient, staleMs: number): Promise<void> {
  await Promise.all([queryClient.prefetchQuery({ ...dayQuery(serviceDate(new Date())), staleTime: staleMs }), queryClient.prefetchQuery({ ...tablesQuery, staleTime: staleMs })]);
}
