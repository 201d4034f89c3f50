import { describe, expect, it } from 'vitest';
import type { DashboardCategoriesOnly, MenuProduct, MenuSubcategory } from '../../../../../shared/menu-types';
import { categoriesIn, formatPrice, menuTree, productCount, productGroups } from './menu-tree';

const product = (id: number, categoryId: number, subcategoryId: number | null = null) => ({ id, categoryId, subcategoryId, name: `P${id}` }) as MenuProduct;
const subcategory = (id: number) => ({ id, name: `S${id}`, categoryId: 1 }) as MenuSubcategory;
const page = (products: MenuProduct[], hasMore: boolean, totalProducts = 3): DashboardCategoriesOnly => ({
  sections: [],
  categories: [
    { id: 1, menuSectionId: 7 },
    { id: 2, menuSectionId: null },
  ] as DashboardCategoriesOnly['categories'],
  subcategories: [],
  products,
  totalProducts,
  hasMore,
});

describe('the menu tab', () => {
  it('joins the products of every page loaded, and counts a category only once all are in', () => {
    const first = menuTree([page([product(1, 1), product(2, 1)], true)]);
    expect(first && productCount(first, 1)).toBeNull();
    const both = menuTree([page([product(1, 1), product(2, 1)], true), page([product(3, 2)], false)]);
    expect(both?.loadedProducts).toBe(3);
    expect(both && productCount(both, 1)).toBe(2);
    expect(menuTree([])).toBeNull();
  });

  it('filters categories by section, or those without one', () => {
    const tree = menuTree([page([], false)]);
    expect(categoriesIn(tree?.categories ?? [], 7).map((c) => c.id)).toEqual([1]);
    expect(categoriesIn(tree?.categories ?? [], 'none').map((c) => c.id)).toEqual([2]);
    expect(categoriesIn(tree?.categories ?? [], 'all')).toHaveLength(2);
  });

  it('groups products by subcategory in its order, those without one last, empty groups left out', () => {
    const groups = productGroups([product(1, 1, 5), product(2, 1), product(3, 1, 4)], [subcategory(4), subcategory(5), subcategory(6)]);
    expect(groups.map((group) => [group.subcategory?.id ?? null, group.products.map((p) => p.id)])).toEqual([
      [4, [3]],
      [5, [1]],
      [null, [2]],
    ]);
  });

  it("writes prices in euros the Spanish way, 'N/A' without one", () => {
    expect(formatPrice('12.50', 'N/A')).toBe('12,50 €');
    expect(formatPrice(null, 'N/A')).toBe('N/A');
  });
});
