/**
 * The dashboard's cache rules: answers stay fresh for 5 minutes (live changes invalidate them
 * sooner), a failed read is tried 3 times, a focus refetches only what has gone stale, and unused
 * answers are kept 10 minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/types';
import { staffRequest } from '../../lib/api';

export const STAFF_CACHE = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 3,
  refetchOnWindowFocus: true,
} as const;

export const dayQuery = (date: string) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: ['/api/reservations/date', date],
    queryFn: () => staffRequest<Reservation[]>('GET', `/api/reservations/date/${date}`),
  });
