/**
 * The public menu's reads. Every diner's phone asks the same questions and the menu changes a few
 * times a day, so each answer is read once (three queries for a category page, whatever its size) and
 * kept in memory until `forget()`: a staff change of the menu or a like (the counts are in the
 * answers). Only what exists is kept, so unknown ids cannot grow it. Which dishes the caller liked is
 * the one part read per request, and only for a visitor with a cookie. Kept answers are shared:
 * callers must not change them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryComplete, MenuCategory, MenuProduct, MenuSearchAnswer, MenuSection } from '../../shared/menu-types';
import type { Db } from '../db/open';
import { categories, menuSections, productLikes, products, subcategories } from '../db/schema';
import { toCategory, toSection, toSubcategory } from '../api/dto';
import { shareAnswer } from '../api/shared-answers';
import { productColumns, toMenuProduct, VISITOR } from './product-rows';
import { searchDishes } from './search';
import { categoryIsPublic, productIsPublic, productIsShownInItsCategory, sectionIsPublic, subcategoryIsPublic } from './visibility';

const id = sql.placeholder('id');

export function createPublicMenuReads(db: Db) {
  const sectionsQuery = db.select().from(menuSections).where(sectionIsPublic()).orderBy(asc(menuSections.displayOrder), asc(menuSections.id)).prepare();
  const sectionQuery = db
    .select()
    .from(menuSections)
    .where(and(eq(menuSections.id, id), sectionIsPublic()))
    .prepare();
  const categoriesQuery = db.select().from(categories).where(categoryIsPublic()).orderBy(asc(categories.displayOrder), asc(categories.id)).prepare();
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
  const publicProductsQuery = db
    .select({ ...productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productIsPublic())
    .orderBy(asc(categories.displayOrder), asc(categories.id), asc(products.displayOrder), asc(products.id))
    .prepare();
  const likedQuery = db
    .select({ id: productLikes.productId })
    .from(productLikes)
    .where(eq(productLikes.userEmail, sql.placeholder(VISITOR)))
    .prepare();

  const kept = new Map<string, unknown>();
  /** The answer kept under `key`, read first if it is not; an absent item (undefined or null) is not kept. */
  function keep<T>(key: string, read: () => T): T {
    if (kept.has(key)) return kept.get(key) as T;
    const answer = shareAnswer(read());
    if (answer !== undefined && answer !== null) kept.set(key, answer);
    return answer;
  }
  // Read without a visitor, every dish's `userHasLiked` is false; `likedBy` says which to turn on.
  const NOBODY = { [VISITOR]: '' };
  const likedBy = (visitor: string | null): ReadonlySet<number> => new Set(visitor ? likedQuery.all({ [VISITOR]: visitor }).map((row) => row.id) : []);
  const withLikes = <T extends MenuProduct>(dishes: readonly T[], liked: ReadonlySet<number>): T[] => dishes.map((dish) => (liked.has(dish.id) ? { ...dish, userHasLiked: true } : dish));
  const likesAny = (dishes: readonly MenuProduct[], liked: ReadonlySet<number>) => dishes.some((dish) => liked.has(dish.id));

  /** Every public dish in menu order, with its category's name for the search. */
  const publicDishes = () => keep('dishes', () => publicProductsQuery.all(NOBODY).map((row) => ({ ...toMenuProduct(row), categoryName: row.categoryName })));
  /** The same dishes by id, as the API answers one. */
  const dishesById = () => keep('dishes-by-id', () => new Map(publicDishes().map(({ categoryName: _inSearchOnly, ...dish }) => [dish.id, dish] as const)));

  return {
    sections(): MenuSection[] {
      return keep('sections', () => sectionsQuery.all().map(toSection));
    },
    section(sectionId: number): MenuSection | undefined {
      return keep(`section ${sectionId}`, () => {
        const row = sectionQuery.get({ id: sectionId });
        return row && toSection(row);
      });
    },
    categories(): MenuCategory[] {
      return keep('categories', () => categoriesQuery.all().map(toCategory));
    },
    categoriesOfSection(sectionId: number): MenuCategory[] {
      return keep(`categories of ${sectionId}`, () => sectionCategoriesQuery.all({ id: sectionId }).map(toCategory));
    },
    /** The category page: null when the category is unknown or hidden. */
    complete(categoryId: number, visitor: string | null): CategoryComplete | null {
      const page = keep(`complete ${categoryId}`, (): CategoryComplete | null => {
        const category = categoryQuery.get({ id: categoryId });
        if (!category) return null;
        return {
          category: toCategory(category),
          products: categoryProductsQuery.all({ id: categoryId, ...NOBODY }).map(toMenuProduct),
          subcategories: categorySubcategoriesQuery.all({ id: categoryId }).map(toSubcategory),
        };
      });
      const liked = likedBy(visitor);
      // Most callers liked nothing here: they get the kept answer itself, its text already written.
      return page && likesAny(page.products, liked) ? { ...page, products: withLikes(page.products, liked) } : page;
    },
    product(productId: number, visitor: string | null): MenuProduct | undefined {
      const dish = dishesById().get(productId);
      return dish && withLikes([dish], likedBy(visitor))[0];
    },
    /** Every public dish is matched here: a restaurant's menu is a few hundred dishes at most. */
    search(query: string, visitor: string | null): MenuSearchAnswer {
      const { results, total } = searchDishes(publicDishes(), query);
      return { results: withLikes(results, likedBy(visitor)), total };
    },
    /** Every public dish in menu order with its category's name: the dashboards read what a party must avoid from it. */
    dishes(): readonly (MenuProduct & { categoryName: string })[] {
      return publicDishes();
    },
    isPublicProduct(productId: number): boolean {
      return dishesById().has(productId);
    },
    /** The menu or a like changed: every answer is read afresh when next asked. */
    forget(): void {
      kept.clear();
    },
  };
}

export type PublicMenuReads = ReturnType<typeof createPublicMenuReads>;
