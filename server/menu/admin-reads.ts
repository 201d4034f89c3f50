/** What the staff screens read: everything, hidden items included, in display order. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DashboardCategoriesOnly, MenuCategory, MenuProduct, MenuSection, MenuSubcategory } from '../../shared/menu-types';
import { DASHBOARD_PAGE_SIZE } from '../../shared/schemas/menu';
import type { Db } from '../db/open';
import { categories, menuSections, products, subcategories } from '../db/schema';
import { toCategory, toSection, toSubcategory } from '../api/dto';
import { productColumns, toMenuProduct, VISITOR } from './product-rows';

const id = sql.placeholder('id');

export function createMenuAdminReads(db: Db) {
  const sectionsQuery = db.select().from(menuSections).orderBy(asc(menuSections.displayOrder), asc(menuSections.id)).prepare();
  const categoriesQuery = db.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.id)).prepare();
  const subcategoriesQuery = db.select().from(subcategories).orderBy(asc(subcategories.displayOrder), asc(subcategories.id)).prepare();
  const categoryExistsQuery = db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).prepare();
  const categoryProductsQuery = db.select(productColumns).from(products).where(eq(products.categoryId, id)).orderBy(asc(products.displayOrder), asc(products.id)).prepare();
  const productQuery = db.select(productColumns).from(products).where(eq(products.id, id)).prepare();
  // Grouped by category, the order the dashboard lists them in.
  const productPageQuery = db
    .select(productColumns)
    .from(products)
    .orderBy(asc(products.categoryId), asc(products.displayOrder), asc(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const productCountQuery = db.select({ total: count() }).from(products).prepare();

  return {
    sections(): MenuSection[] {
      return sectionsQuery.all().map(toSection);
    },
    categories(): MenuCategory[] {
      return categoriesQuery.all().map(toCategory);
    },
    subcategories(): MenuSubcategory[] {
      return subcategoriesQuery.all().map(toSubcategory);
    },
    /** null when the category does not exist. */
    productsOfCategory(categoryId: number, visitor: string | null): MenuProduct[] | null {
      if (!categoryExistsQuery.get({ id: categoryId })) return null;
      return categoryProductsQuery.all({ id: categoryId, [VISITOR]: visitor ?? '' }).map(toMenuProduct);
    },
    product(productId: number, visitor: string | null): MenuProduct | undefined {
      const row = productQuery.get({ id: productId, [VISITOR]: visitor ?? '' });
      return row && toMenuProduct(row);
    },
    /** The whole menu tree for the dashboard, with products a page at a time (pages start at 1). */
    dashboardPage(page: number, visitor: string | null): DashboardCategoriesOnly {
      const totalProducts = productCountQuery.get()?.total ?? 0;
      const offset = (page - 1) * DASHBOARD_PAGE_SIZE;
      return {
        categories: categoriesQuery.all().map(toCategory),
        sections: sectionsQuery.all().map(toSection),
        subcategories: subcategoriesQuery.all().map(toSubcategory),
        products: productPageQuery.all({ limit: DASHBOARD_PAGE_SIZE, offset, [VISITOR]: visitor ?? '' }).map(toMenuProduct),
        totalProducts,
        hasMore: offset + DASHBOARD_PAGE_SIZE < totalProducts,
      };
    },
  };
}

export type MenuAdminReads = ReturnType<typeof createMenuAdminReads>;
