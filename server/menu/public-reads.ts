/**
 * The public menu's reads, as statements prepared once per app: they serve every diner's phone.
 * A category page costs three queries whatever its size (category, products with their likes,
 * subcategories).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryComplete, MenuCategory, MenuProduct, MenuSearchAnswer, MenuSection } from '../../shared/menu-types';
import type { Db } from '../db/open';
import { categories, menuSections, products, subcategories } from '../db/schema';
import { toCategory, toMenuProduct, toSection, toSubcategory } from '../api/dto';
import { productColumns, VISITOR } from './product-rows';
import { searchDishes } from './search';
import { categoryIsPublic, productIsPublic, productIsShownInItsCategory, sectionIsPublic, subcategoryIsPublic } from './visibility';

const id = sql.placeholder('id');

export function createPublicMenuReads(db: Db) {
  const sectionsQuery = db
    .select()
    .from(menuSections)
    .where(sectionIsPublic())
    .orderBy(asc(menuSections.displayOrder), asc(menuSections.id))
    .prepare();
  const sectionQuery = db
    .select()
    .from(menuSections)
    .where(and(eq(menuSections.id, id), sectionIsPublic()))
    .prepare();
  const categoriesQuery = db
    .select()
    .from(categories)
    .where(categoryIsPublic())
    .orderBy(asc(categories.displayOrder), asc(categories.id))
    .prepare();
  const sectionCategoriesQuery = db
    .select()
    .from(categories)
    .where(and(eq(categories.menuSectionId, id), categoryIsPublic()))
    .orderBy(asc(categories.displayOrder), asc(categories.id))
    .prepare();
  const categoryQuery = db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), categoryIsPublic()))
    .prepare();
  const categoryProductsQuery = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.categoryId, id), productIsShownInItsCategory()))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .prepare();
  const categorySubcategoriesQuery = db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, id), subcategoryIsPublic()))
    .orderBy(asc(subcategories.displayOrder), asc(subcategories.id))
    .prepare();
  const productQuery = db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), productIsPublic()))
    .prepare();
  const publicProductsQuery = db
    .select({ ...productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productIsPublic())
    .orderBy(asc(categories.displayOrder), asc(categories.id), asc(products.displayOrder), asc(products.id))
    .prepare();
  const productExistsQuery = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), productIsPublic()))
    .prepare();

  return {
    sections(): MenuSection[] {
      return sectionsQuery.all().map(toSection);
    },
    section(sectionId: number): MenuSection | undefined {
      const row = sectionQuery.get({ id: sectionId });
      return row && toSection(row);
    },
    categories(): MenuCategory[] {
      return categoriesQuery.all().map(toCategory);
    },
    categoriesOfSection(sectionId: number): MenuCategory[] {
      return sectionCategoriesQuery.all({ id: sectionId }).map(toCategory);
    },
    /** The category page: null when the category is unknown or hidden. */
    complete(categoryId: number, visitor: string | null): CategoryComplete | null {
      const category = categoryQuery.get({ id: categoryId });
      if (!category) return null;
      return {
        category: toCategory(category),
        products: categoryProductsQuery.all({ id: categoryId, [VISITOR]: visitor ?? '' }).map(toMenuProduct),
        subcategories: categorySubcategoriesQuery.all({ id: categoryId }).map(toSubcategory),
      };
    },
    product(productId: number, visitor: string | null): MenuProduct | undefined {
      const row = productQuery.get({ id: productId, [VISITOR]: visitor ?? '' });
      return row && toMenuProduct(row);
    },
    /** Every public dish is read and matched here: a restaurant's menu is a few hundred rows at most. */
    search(query: string, visitor: string | null): MenuSearchAnswer {
      const dishes = publicProductsQuery.all({ [VISITOR]: visitor ?? '' }).map((row) => ({ ...toMenuProduct(row), categoryName: row.categoryName }));
      return searchDishes(dishes, query);
    },
    isPublicProduct(productId: number): boolean {
      return productExistsQuery.get({ id: productId }) !== undefined;
    },
  };
}

export type PublicMenuReads = ReturnType<typeof createPublicMenuReads>;
