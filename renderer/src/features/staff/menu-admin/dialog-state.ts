import type { MenuCategory, MenuProduct, MenuSection, MenuSubcategory } from '../../../../../shared/menu-types';

/** Which create or edit dialog is open; `item` null creates. */
export type MenuDialogState =
  | { kind: 'section'; item: MenuSection | null }
  | { kind: 'category'; item: MenuCategory | null }
  | { kind: 'subcategory'; item: MenuSubcategory | null; categoryId: number | null }
  | { kind: 'product'; item: MenuProduct | null; categoryId: number | null };
