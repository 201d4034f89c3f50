/** The menu's answers both the server and the React app read: the API's DTOs (shared/api/dto.ts). */
export type { CategoryComplete, DashboardCategoriesOnly, LikeAnswer, MenuCategory, MenuProduct, MenuSearchAnswer, MenuSearchHit, MenuSection, MenuSubcategory } from './api/dto';
