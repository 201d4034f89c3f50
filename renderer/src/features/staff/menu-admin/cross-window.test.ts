import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DashboardCategoriesOnly } from '../../../../../shared/menu-types';
import type { CrossWindowNote, MenuDataType } from '../../../lib/changes';
import { applyMenuChange, patchList } from './cross-window';

const change = (dataType: MenuDataType, serverData: { id: number } & Record<string, unknown>, removed?: boolean): CrossWindowNote => ({ dataType, serverData, removed });
const page = {
  sections: [],
  categories: [{ id: 1, name: 'Postres' }],
  subcategories: [],
  products: [{ id: 9, name: 'Flan', categoryId: 1 }],
  totalProducts: 1,
  hasMore: false,
} as unknown as DashboardCategoriesOnly;

describe('a menu change from another window', () => {
  it('merges the item into a list, appends a new one, or takes a removed one out', () => {
    const list = [{ id: 1, name: 'Postres' }];
    expect(patchList(list, change('categories', { id: 1, name: 'Dulces' }), true)).toEqual([{ id: 1, name: 'Dulces' }]);
    expect(patchList(list, change('categories', { id: 2, name: 'Vinos' }), true)).toEqual([
      { id: 1, name: 'Postres' },
      { id: 2, name: 'Vinos' },
    ]);
    expect(patchList(list, change('categories', { id: 2, name: 'Vinos' }), false)).toEqual(list);
    expect(patchList(list, change('categories', { id: 1 }, true), true)).toEqual([]);
  });

  it("patches the dashboard's pages, the category lists and a category's products in place", () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<DashboardCategoriesOnly>>(['/api/admin/dashboard/categories-only'], { pages: [page], pageParams: [1] });
    client.setQueryData(['/api/admin/menu/categories'], [{ id: 1, name: 'Postres' }]);
    client.setQueryData(['/api/admin/categories', 1, 'products'], [{ id: 9, name: 'Flan', isVisible: true }]);

    applyMenuChange(client, change('categories', { id: 1, name: 'Dulces caseros' }));
    applyMenuChange(client, change('products', { id: 9, name: 'Flan de huevo', isVisible: false }));

    const pages = client.getQueryData<InfiniteData<DashboardCategoriesOnly>>(['/api/admin/dashboard/categories-only']);
    expect(pages?.pages[0]?.categories[0]?.name).toBe('Dulces caseros');
    expect(pages?.pages[0]?.products[0]?.name).toBe('Flan de huevo');
    expect(client.getQueryData(['/api/admin/menu/categories'])).toEqual([{ id: 1, name: 'Dulces caseros' }]);
    expect(client.getQueryData(['/api/admin/categories', 1, 'products'])).toEqual([{ id: 9, name: 'Flan de huevo', isVisible: false }]);
  });
});
