import { describe, expect, it } from 'vitest';
import type { DashboardCategoriesOnly, MenuSubcategory } from '../../../../../../shared/menu-types';
import { applyToList, applyToPages } from './subcategory-cache';

const item = (id: number, name: string) => ({ id, name, categoryId: 1 }) as MenuSubcategory;

describe('the cached subcategory lists', () => {
  it('gain a created subcategory, swap an updated one in place and lose a deleted one', () => {
    const list = [item(1, 'Frías'), item(2, 'Calientes')];
    expect(applyToList(list, { saved: item(3, 'Dulces') })?.map((s) => s.name)).toEqual(['Frías', 'Calientes', 'Dulces']);
    expect(applyToList(list, { saved: item(2, 'Templadas') })?.map((s) => s.name)).toEqual(['Frías', 'Templadas']);
    expect(applyToList(list, { removed: 1 })?.map((s) => s.name)).toEqual(['Calientes']);
    expect(applyToList(undefined, { removed: 1 })).toBeUndefined();
  });

  it("change every page of the dashboard's menu", () => {
    const page = { subcategories: [item(1, 'Frías')] } as DashboardCategoriesOnly;
    const pages = applyToPages({ pages: [page, page], pageParams: [1, 2] }, { saved: item(1, 'Heladas') });
    expect(pages?.pages.map((p) => p.subcategories[0]?.name)).toEqual(['Heladas', 'Heladas']);
  });
});
