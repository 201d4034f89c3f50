/** What a diner's device may read ahead: the menu's sections and categories, and tonight's tables. */
import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { PublicRead } from './plan';

interface Read {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}

// Keyed by path alone, as the screens that show them key them (features/menu/menu-queries.ts).
const read = (path: string): Read => ({ queryKey: [path], queryFn: () => apiRequest('GET', path) });

export const PUBLIC_READS: Record<PublicRead, Read> = {
  sections: read('/api/menu/sections'),
  categories: read('/api/menu/categories'),
  availability: read('/api/tables/availability'),
};
