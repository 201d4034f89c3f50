/**
 * What reaches the public, as SQL conditions (used in WHERE clauses, where drizzle qualifies columns).
 * Hiding a section hides its categories; hiding a category or a subcategory hides its products.
 */
import { sql, type SQL } from 'drizzle-orm';
import { categories, menuSections, products, subcategories } from '../db/schema';

export const sectionIsPublic = (): SQL => sql`${menuSections.isVisible} = 1`;

export const categoryIsPublic = (): SQL =>
  sql`${categories.isVisible} = 1 and (${categories.menuSectionId} is null or exists (
    select 1 from ${menuSections} where ${menuSections.id} = ${categories.menuSectionId} and ${menuSections.isVisible} = 1))`;

export const subcategoryIsPublic = (): SQL => sql`${subcategories.isVisible} = 1`;

/** The product itself and its subcategory, if any, are visible; its category is checked separately. */
export const productIsShownInItsCategory = (): SQL =>
  sql`${products.isVisible} = 1 and (${products.subcategoryId} is null or exists (
    select 1 from ${subcategories} where ${subcategories.id} = ${products.subcategoryId} and ${subcategories.isVisible} = 1))`;

export const productIsPublic = (): SQL =>
  sql`${productIsShownInItsCategory()} and exists (
    select 1 from ${categories} where ${categories.id} = ${products.categoryId} and ${categoryIsPublic()})`;
