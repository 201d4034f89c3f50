import { describe, expect, it } from 'vitest';
import { byDisplayOrder, publicGroups } from './menu-order';
import type { MenuProduct, MenuSubcategory } from './menu-types';

const product = (id: number, subcategoryId: number | null, displayOrder: number) => ({ id, subcategoryId, displayOrder }) as MenuProduct;
const subcategory = (id: number, displayOrder: number) => ({ id, displayOrder }) as MenuSubcategory;

describe('the public menu order', () => {
  it('sorts by display order, a missing one counting as 0', () => {
    expect(byDisplayOrder([{ id: 1, displayOrder: 2 }, { id: 2 }, { id: 3, displayOrder: 1 }]).map((item) => item.id)).toEqual([2, 3, 1]);
  });

  it("puts 'Otros productos' first, then subcategories with products, each in display order", () => {
    const groups = publicGroups([product(1, 5, 2), product(2, null, 3), product(3, 5, 1), product(4, null, 1), product(5, 7, 1)], [subcategory(7, 2), subcategory(5, 1), subcategory(9, 0)]);
    expect(groups.map((group) => [group.subcategory?.id ?? null, group.products.map((p) => p.id)])).toEqual([
      [null, [4, 2]],
      [5, [3, 1]],
      [7, [5]],
    ]);
  });
});
