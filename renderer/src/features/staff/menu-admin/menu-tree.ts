/** The menu tab's view of the paged dashboard answer: one tree, filters and product groups. */
import type { DashboardCategoriesOnly, MenuCategory, MenuProduct, MenuSubcategory } from '../../../../../shared/menu-types';

export interface MenuTree extends Omit<DashboardCategoriesOnly, 'hasMore'> {
  /** Products loaded so far, across the pages asked for. */
  loadedProducts: number;
}

/** Sections, categories and subcategories from the newest page; products from every page loaded. */
export function menuTree(pages: readonly DashboardCategoriesOnly[]): MenuTree | null {
  const newest = pages.at(-1);
  if (!newest) return null;
  const seen = new Set<number>();
  const products = pages.flatMap((page) => page.products).filter((product) => !seen.has(product.id) && seen.add(product.id));
  return { sections: newest.sections, categories: newest.categories, subcategories: newest.subcategories, products, totalProducts: newest.totalProducts, loadedProducts: products.length };
}

/** 'all', a section's id, or 'none' for categories without one. */
export type SectionFilter = 'all' | 'none' | number;

export function categoriesIn(categories: readonly MenuCategory[], filter: SectionFilter): MenuCategory[] {
  if (filter === 'all') return [...categories];
  return categories.filter((category) => (filter === 'none' ? category.menuSectionId === null : category.menuSectionId === filter));
}

export interface ProductGroup {
  subcategory: MenuSubcategory | null;
  products: MenuProduct[];
}

/** A category's products by subcategory, in the subcategories' order, those without one last. */
export function productGroups(products: readonly MenuProduct[], subcategories: readonly MenuSubcategory[]): ProductGroup[] {
  const groups: ProductGroup[] = subcategories.map((subcategory) => ({ subcategory, products: products.filter((product) => product.subcategoryId === subcategory.id) }));
  const loose = products.filter((product) => product.subcategoryId === null || !subcategories.some((subcategory) => subcategory.id === product.subcategoryId));
  return [...groups.filter((group) => group.products.length > 0), ...(loose.length > 0 ? [{ subcategory: null, products: loose }] : [])];
}

/** How many products a category has, when every page is loaded; otherwise not known yet. */
export function productCount(tree: MenuTree, categoryId: number): number | null {
  if (tree.loadedProducts < tree.totalProducts) return null;
  return tree.products.filter((product) => product.categoryId === categoryId).length;
}

/** '12,50 €' or the spec's 'N/A' for a product without a price. */
export function formatPrice(price: string | null, noPrice: string): string {
  if (price === null) return noPrice;
  return `${Number(price).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}
