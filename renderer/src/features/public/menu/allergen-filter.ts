/** The allergen filter: which allergens the diner avoids, kept in the address (`?sin=`) so it can be shared. */
import { ALLERGENS, type Allergen } from '../../../../../shared/allergens';
import type { MenuProduct } from '../../../../../shared/menu-types';

export const FILTER_PARAM = 'sin';

/** The allergens named in the address, known ones only, in the regulation's order. */
export function avoidedAllergens(params: URLSearchParams): Allergen[] {
  const named = (params.get(FILTER_PARAM) ?? '').split(',');
  return ALLERGENS.filter((allergen) => named.includes(allergen));
}

/** The address value for a choice, or null to drop the parameter. */
export function filterValue(avoided: readonly Allergen[]): string | null {
  return avoided.length > 0 ? ALLERGENS.filter((allergen) => avoided.includes(allergen)).join(',') : null;
}

/** The dishes safe for the choice, and how many were left out. */
export function withoutAllergens<P extends Pick<MenuProduct, 'allergens'>>(products: readonly P[], avoided: readonly Allergen[]): { shown: P[]; hidden: number } {
  const shown = products.filter((product) => !product.allergens.some((allergen) => (avoided as readonly string[]).includes(allergen)));
  return { shown, hidden: products.length - shown.length };
}

/** 'Sin gluten', 'Sin frutos de cáscara'. */
export function withoutLabel(allergen: Allergen): string {
  return `Sin ${allergen.charAt(0).toLowerCase()}${allergen.slice(1)}`;
}
