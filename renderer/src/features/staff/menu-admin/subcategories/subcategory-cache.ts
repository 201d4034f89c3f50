/**
 * After a subcategory is created, changed or deleted here, the lists other screens keep are
 * changed in place, without asking the server again: the screen's own list and the dashboard's
 * menu pages.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { DashboardCategoriesOnly, MenuSubcategory } from '../../../../../../shared/menu-types';

export type SubcategoryChange = { saved: MenuSubcategory } | { removed: number };

export function applyToList(list: readonly MenuSubcategory[] | undefined, change: SubcategoryChange): MenuSubcategory[] | undefined {
  if (!list) return list;
  if ('removed' in change) return list.filter((item) => item.id !== change.removed);
  const { saved } = change;
  return list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
}

export function applyToPages(pages: InfiniteData<DashboardCategoriesOnly> | undefined, change: SubcategoryChange): InfiniteData<DashboardCategoriesOnly> | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, subcategories: applyToList(page.subcategories, change) ?? [] })) };
}
