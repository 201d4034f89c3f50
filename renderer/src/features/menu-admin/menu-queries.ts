import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DashboardCategoriesOnly, MenuProduct } from '../../../../shared/menu-types';
import { staffRequest } from '../../lib/api';
import { STAFF_CACHE } from '../day/staff-queries';

/** The whole menu for the dashboard, its products a page at a time ('Cargar más productos'). */
export const menuPagesQuery = infiniteQueryOptions({
  ...STAFF_CACHE,
  queryKey: ['/api/admin/dashboard/categories-only'],
  queryFn: ({ pageParam }) => staffRequest<DashboardCategoriesOnly>('GET', `/api/admin/dashboard/categories-only?page=${pageParam}`),
  initialPageParam: 1,
  getNextPageParam: (last: DashboardCategoriesOnly, pages: DashboardCategoriesOnly[]) => (last.hasMore ? pages.length + 1 : undefined),
});

/** A category's products, read when its group is opened. */
export const categoryProductsQuery = (categoryId: number) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: ['/api/admin/categories', categoryId, 'products'],
    queryFn: () => staffRequest<MenuProduct[]>('GET', `/api/admin/categories/${categoryId}/products`),
  });
