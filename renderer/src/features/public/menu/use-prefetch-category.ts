import { useQueryClient } from '@tanstack/react-query';
import { scheduleContext } from '../../../../../shared/schedule';
import { venueHours } from '../../../lib/venue';
import { readAhead } from '../prefetch';
import { categoryQuery } from './menu-queries';

/** Pointing at (or tabbing to) a category card reads its dishes ahead, during service only. */
export function usePrefetchCategory(): (categoryId: number) => void {
  const queryClient = useQueryClient();
  return (categoryId) => {
    const { hoverCategories, staleMs } = readAhead(scheduleContext(new Date(), venueHours(queryClient)));
    if (hoverCategories) void queryClient.prefetchQuery({ ...categoryQuery(String(categoryId)), staleTime: staleMs });
  };
}
