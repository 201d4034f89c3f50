/**
 * The spec's cross-window path: a menu change made in another window of this browser arrives as
 * a storage message (`dataType` and the item as `serverData`), and is patched into the cached
 * lists here without asking the server.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DashboardCategoriesOnly } from '../../../../../shared/menu-types';
import { readNote, type CrossWindowNote, type MenuDataType } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { MenuKind } from './copy';

export const DATA_TYPE: Record<MenuKind, MenuDataType> = { section: 'sections', category: 'categories', subcategory: 'subcategories', product: 'products' };

const PAGE_FIELD = { sections: 'sections', categories: 'categories', subcategories: 'subcategories', products: 'products' } as const satisfies Record<MenuDataType, keyof DashboardCategoriesOnly>;

/** A list with the changed item merged in place, appended if new (products only where they already are), or taken out. */
export function patchList<T extends { id: number }>(list: readonly T[] | undefined, change: CrossWindowNote, append: boolean): T[] | undefined {
  const item = 'serverData' in change ? change.serverData : undefined;
  if (!list || !item) return list ? [...list] : list;
  if ('removed' in change && change.removed) return list.filter((entry) => entry.id !== item.id);
  if (list.some((entry) => entry.id === item.id)) return list.map((entry) => (entry.id === item.id ? { ...entry, ...item } : entry));
  return append ? [...list, item as unknown as T] : [...list];
}

export function patchPages(pages: InfiniteData<DashboardCategoriesOnly> | undefined, change: CrossWindowNote): InfiniteData<DashboardCategoriesOnly> | undefined {
  if (!pages || change.dataType === 'tables') return pages;
  const field = PAGE_FIELD[change.dataType];
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({ ...page, [field]: patchList(page[field] as { id: number }[], change, field !== 'products' && index === pages.pages.length - 1) })),
  };
}

/** Every cache that holds items of the change's type, patched. */
export function applyMenuChange(queryClient: QueryClient, change: CrossWindowNote): void {
  if (change.dataType === 'tables') return;
  queryClient.setQueryData<InfiniteData<DashboardCategoriesOnly>>(queryKeys.menuAdmin.pages, (pages) => patchPages(pages, change));
  if (change.dataType === 'products') {
    queryClient.setQueriesData<{ id: number }[]>({ queryKey: queryKeys.menuAdmin.categoryProducts.all }, (list) => patchList(list, change, false));
    return;
  }
  const key = { sections: queryKeys.menuAdmin.sections, categories: queryKeys.menuAdmin.categories, subcategories: queryKeys.menuAdmin.subcategories }[change.dataType];
  queryClient.setQueryData<{ id: number }[]>(key, (list) => patchList(list, change, true));
}

/** Listens for menu changes made in the other windows of this browser. */
export function useMenuChangesFromOtherWindows(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const change = event.key === STORAGE_KEYS.adminChange ? readNote(event.newValue) : null;
      if (change) applyMenuChange(queryClient, change);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
