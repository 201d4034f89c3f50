/** Shapes of the menu's API answers, read by both the server and the React app, derived from the schema. */
import type { categories, menuSections, products, subcategories } from '../server/db/schema';

export type MenuSection = typeof menuSections.$inferSelect;

export type MenuCategory = typeof categories.$inferSelect;

export type MenuSubcategory = typeof subcategories.$inferSelect;

/** A product as the API answers it: euros as text, lists as arrays, and its likes for the caller. */
export type MenuProduct = Omit<typeof products.$inferSelect, 'priceCents' | 'tags' | 'allergens'> & {
  /** Euros with two decimals, like a SQL decimal(10,2): '12.50'; null shows as N/A. */
  price: string | null;
  tags: string[];
  allergens: string[];
  likesCount: number;
  /** Whether the visitor asking (their like cookie) has liked it. */
  userHasLiked: boolean;
};

export interface CategoryComplete {
  category: MenuCategory;
  products: MenuProduct[];
  subcategories: MenuSubcategory[];
}

/** A dish found by the menu search, with the category a diner would find it in. */
export type MenuSearchHit = MenuProduct & { categoryName: string };

export interface MenuSearchAnswer {
  /** The best matches first, at most a page of them. */
  results: MenuSearchHit[];
  /** How many dishes matched in all. */
  total: number;
}

export interface LikeAnswer {
  likesCount: number;
  userHasLiked: boolean;
}

export interface DashboardCategoriesOnly {
  categories: MenuCategory[];
  sections: MenuSection[];
  subcategories: MenuSubcategory[];
  products: MenuProduct[];
  totalProducts: number;
  hasMore: boolean;
}
