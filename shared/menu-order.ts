/**
 * How the public menu orders and groups what the API answers; the server reads it too, to hint
 * the browser at the first photo a page shows.
 */
import type { MenuProduct, MenuSubcategory } from './menu-types';

/** Ascending display order, a missing one counting as 0; ties keep the API's order. */
export function byDisplayOrder<T extends { displayOrder?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
}

export interface PublicGroup {
  /** null: the products without a subcategory, shown first as 'Otros productos'. */
  subcategory: MenuSubcategory | null;
  products: MenuProduct[];
}

/** 'Otros productos' first, then each subcategory that has products, all by display order. */
export function publicGroups(products: readonly MenuProduct[], subcategories: readonly MenuSubcategory[]): PublicGroup[] {
  const known = new Set(subcategories.map((subcategory) => subcategory.id));
  const loose = byDisplayOrder(products.filter((product) => product.subcategoryId === null || !known.has(product.subcategoryId)));
  const groups = byDisplayOrder(subcategories)
    .map((subcategory) => ({ subcategory, products: byDisplayOrder(products.filter((product) => product.subcategoryId === subcategory.id)) }))
    .filter((group) => group.products.length > 0);
  return loose.length > 0 ? [{ subcategory: null, products: loose }, ...groups] : groups;
}
