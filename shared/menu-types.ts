/** Shapes of the menu's API answers, read by both the server and the React app. */

export interface MenuSection {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  displayOrder: number;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MenuCategory {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  menuSectionId: number | null;
  displayOrder: number;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MenuSubcategory {
  id: number;
  name: string;
  description: string | null;
  categoryId: number;
  displayOrder: number;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MenuProduct {
  id: number;
  name: string;
  description: string | null;
  /** Euros with two decimals, like a SQL decimal(10,2): '12.50'; null shows as N/A. */
  price: string | null;
  imageUrl: string | null;
  categoryId: number;
  subcategoryId: number | null;
  isAvailable: boolean;
  isVisible: boolean;
  displayOrder: number;
  tags: string[];
  allergens: string[];
  likesCount: number;
  /** Whether the visitor asking (their like cookie) has liked it. */
  userHasLiked: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryComplete {
  category: MenuCategory;
  products: MenuProduct[];
  subcategories: MenuSubcategory[];
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
