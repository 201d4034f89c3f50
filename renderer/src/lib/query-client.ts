/** Cache rules: menu answers stay fresh for an hour, everything else is refetched. */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { fetchQueryKey } from './api';

const HOUR = 60 * 60 * 1000;

export function staleTimeFor(queryKey: QueryKey): number {
  const path = String(queryKey[0] ?? '');
  return path.startsWith('/api/menu') ? HOUR : 0;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: fetchQueryKey,
      staleTime: (query) => staleTimeFor(query.queryKey),
      refetchInterval: false,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      retry: false,
    },
    mutations: { retry: false },
  },
});
