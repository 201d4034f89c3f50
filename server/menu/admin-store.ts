/**
 * Menu changes made by staff. References in a body are checked here so a wrong id answers a clear
 * 400 instead of a bare foreign-key failure; the cascades on delete are the database's own.
 */
import { eq } from 'drizzle-orm';
import type { CategoryRow, SectionRow, SubcategoryRow } from '../db/rows';
import { MENU_MESSAGES } from '../../shared/messages/menu';
import type { CategoryUpdate, NewCategory, NewProduct, NewSection, NewSubcategory, ProductUpdate, SectionUpdate, SubcategoryUpdate } from '../../shared/schemas/menu';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { categories, menuSections, products, subcategories } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

const M = MENU_MESSAGES;

function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

export function createMenuAdminStore(db: Db, clock: Clock) {
  const stamp = () => clock().toISOString();
  const created = () => {
    const now = stamp();
    return { createdAt: now, updatedAt: now };
  };

  const sectionExists = (id: number) => db.select({ id: menuSections.id }).from(menuSections).where(eq(menuSections.id, id)).get() !== undefined;
  const categoryExists = (id: number) => db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get() !== undefined;
  const subcategoryRow = (id: number) => db.select().from(subcategories).where(eq(subcategories.id, id)).get();

  function checkSection(sectionId: number | null | undefined): void {
    if (sectionId !== null && sectionId !== undefined && !sectionExists(sectionId)) throw badRequest(M.sectionMissing);
  }

  function checkCategory(categoryId: number | undefined): void {
    if (categoryId !== undefined && !categoryExists(categoryId)) throw badRequest(M.categoryMissing);
  }

  /** A product's subcategory must exist and belong to the product's category. */
  function checkSubcategoryOf(categoryId: number, subcategoryId: number | null): void {
    if (subcategoryId === null) return;
    const subcategory = subcategoryRow(subcategoryId);
    if (!subcategory) throw badRequest(M.subcategoryMissing);
    if (subcategory.categoryId !== categoryId) throw badRequest(M.subcategoryOutsideCategory);
  }

  return {
    createSection(input: NewSection): SectionRow {
      return db
        .insert(menuSections)
        .values({ ...input, ...created() })
        .returning()
        .get();
    },
    updateSection(id: number, patch: SectionUpdate): SectionRow {
      const row = db
        .update(menuSections)
        .set({ ...patch, updatedAt: stamp() })
        .where(eq(menuSections.id, id))
        .returning()
        .get();
      return found(row, M.sectionNotFound);
    },
    /** Its categories stay, without a section. */
    deleteSection(id: number): void {
      found(db.delete(menuSections).where(eq(menuSections.id, id)).returning({ id: menuSections.id }).get(), M.sectionNotFound);
    },

    createCategory(input: NewCategory): CategoryRow {
      checkSection(input.menuSectionId);
      return db
        .insert(categories)
        .values({ ...input, ...created() })
        .returning()
        .get();
    },
    updateCategory(id: number, patch: CategoryUpdate): CategoryRow {
      if (!categoryExists(id)) throw notFound(M.categoryNotFound);
      checkSection(patch.menuSectionId);
      const row = db
        .update(categories)
        .set({ ...patch, updatedAt: stamp() })
        .where(eq(categories.id, id))
        .returning()
        .get();
      return found(row, M.categoryNotFound);
    },
    /** Its subcategories and products go with it. */
    deleteCategory(id: number): void {
      found(db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }).get(), M.categoryNotFound);
    },

    createSubcategory(input: NewSubcategory): SubcategoryRow {
      checkCategory(input.categoryId);
      return db
        .insert(subcategories)
        .values({ ...input, ...created() })
        .returning()
        .get();
    },
    /** Moving a subcategory to another category moves its products with it. */
    updateSubcategory(id: number, patch: SubcategoryUpdate): SubcategoryRow {
      const existing = found(subcategoryRow(id), M.subcategoryNotFound);
      checkCategory(patch.categoryId);
      return db.transaction((tx) => {
        const now = stamp();
        if (patch.categoryId !== undefined && patch.categoryId !== existing.categoryId) {
          tx.update(products).set({ categoryId: patch.categoryId, updatedAt: now }).where(eq(products.subcategoryId, id)).run();
        }
        const row = tx
          .update(subcategories)
          .set({ ...patch, updatedAt: now })
          .where(eq(subcategories.id, id))
          .returning()
          .get();
        return found(row, M.subcategoryNotFound);
      });
    },
    /** Its products go with it. */
    deleteSubcategory(id: number): void {
      found(db.delete(subcategories).where(eq(subcategories.id, id)).returning({ id: subcategories.id }).get(), M.subcategoryNotFound);
    },

    /** Answers the new product's id; the router reads it back with its likes. */
    createProduct(input: NewProduct): number {
      checkCategory(input.categoryId);
      checkSubcategoryOf(input.categoryId, input.subcategoryId);
      const { tags, allergens, ...fields } = input;
      return db
        .insert(products)
        .values({ ...fields, tags: JSON.stringify(tags), allergens: JSON.stringify(allergens), ...created() })
        .returning({ id: products.id })
        .get().id;
    },
    updateProduct(id: number, patch: ProductUpdate): void {
      const existing = found(db.select().from(products).where(eq(products.id, id)).get(), M.productNotFound);
      checkCategory(patch.categoryId);
      checkSubcategoryOf(patch.categoryId ?? existing.categoryId, patch.subcategoryId !== undefined ? patch.subcategoryId : existing.subcategoryId);
      const { tags, allergens, ...fields } = patch;
      db.update(products)
        .set({
          ...fields,
          tags: tags && JSON.stringify(tags),
          allergens: allergens && JSON.stringify(allergens),
          updatedAt: stamp(),
        })
        .where(eq(products.id, id))
        .run();
    },
    deleteProduct(id: number): void {
      found(db.delete(products).where(eq(products.id, id)).returning({ id: products.id }).get(), M.productNotFound);
    },
  };
}

export type MenuAdminStore = ReturnType<typeof createMenuAdminStore>;
