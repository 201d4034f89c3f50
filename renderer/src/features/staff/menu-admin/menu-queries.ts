import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { DashboardCategoriesOnly } from '../../../../../shared/menu-types';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { STAFF_CACHE } from '../kit/staff-queries';

const { menuAdmin } = apiRoutes;

/** The whole menu for the dashboard, its products a page at a time ('Cargar más productos'). */
export const menuPagesQuery = infiniteQueryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.menuAdmin.pages,
  queryFn: ({ pageParam }) => call(menuAdmin.page, { query: { page: pageParam } }),
  initialPageParam: 1,
  getNextPageParam: (last: DashboardCategoriesOnly, pages: DashboardCategoriesOnly[]) => (last.hasMore ? pages.length + 1 : undefined),
});

/** A category's products, read when its group is opened. */
export const categoryProductsQuery = (categoryId: number) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.menuAdmin.categoryProducts.of(categoryId),
    queryFn: () => call(menuAdmin.categoryProducts, { params: { id: categoryId } }),
  });

export const subcategoriesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.menuAdmin.subcategories,
  queryFn: () => call(menuAdmin.subcategories.list),
});

export const categoriesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.menuAdmin.categories,
  queryFn: () => call(menuAdmin.categories.list),
});
