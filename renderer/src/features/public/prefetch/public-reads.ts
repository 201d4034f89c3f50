/** What a diner's device may read ahead: the menu's sections and categories, and tonight's tables. */
import type { QueryKey } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { PublicRead } from './plan';

interface Read {
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
}

// Keyed as the screens that show them key them (lib/query-keys.ts).
export const PUBLIC_READS: Record<PublicRead, Read> = {
  sections: { queryKey: queryKeys.menu.sections, queryFn: () => call(apiRoutes.menu.sections) },
  categories: { queryKey: queryKeys.menu.categories, queryFn: () => call(apiRoutes.menu.categories) },
  availability: { queryKey: queryKeys.evening, queryFn: () => call(apiRoutes.tables.evening) },
};
