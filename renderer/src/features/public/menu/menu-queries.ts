/** The public menu's reads; their keys start with /api/menu, so they stay fresh for an hour. */
import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

const { menu } = apiRoutes;

export const sectionsQuery = queryOptions({
  queryKey: queryKeys.menu.sections,
  queryFn: () => call(menu.sections),
});

export const sectionQuery = (id: string) => queryOptions({ queryKey: queryKeys.menu.section(Number(id)), queryFn: () => call(menu.section, { params: { id } }) });

export const sectionCategoriesQuery = (id: string) => queryOptions({ queryKey: queryKeys.menu.sectionCategories(Number(id)), queryFn: () => call(menu.sectionCategories, { params: { id } }) });

export const categoryQuery = (id: string) => queryOptions({ queryKey: queryKeys.menu.category(Number(id)), queryFn: () => call(menu.category, { params: { id } }) });

export const searchQuery = (term: string) =>
  queryOptions({
    queryKey: queryKeys.menu.search.of(term),
    queryFn: () => call(menu.search, { query: { q: term } }),
  });
