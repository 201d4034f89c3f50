/**
 * Allergies meet the menu: what a party must avoid, from the allergens its guest card and its own
 * declaration name and the dishes the menu shows. Pure, so the server answers it with the day and
 * any test can read it.
 */
import { ALLERGENS, type Allergen } from './allergens';

/** A dish as the menu shows it, in the menu's order, with the name of its category. */
export interface MenuDish {
  id: number;
  name: string;
  categoryName: string;
  allergens: readonly string[];
}

export interface AllergyAlert {
  /** Every allergen named for the party, in the order of the EU list. */
  allergens: Allergen[];
  /** The dishes carrying any of them, in the menu's order, each with only the party's allergens it carries. */
  dishes: { id: number; name: string; category: string; allergens: Allergen[] }[];
}

/** The allergens of several lists (a guest card, a diner's declaration), once each, in the EU list's order. */
export function allergenUnion(...lists: readonly (readonly string[])[]): Allergen[] {
  const named = new Set(lists.flat());
  return ALLERGENS.filter((allergen) => named.has(allergen));
}

/** What the party must avoid, or null when it names no allergen. */
export function allergyAlert(partyAllergens: readonly Allergen[], menu: readonly MenuDish[]): AllergyAlert | null {
  if (partyAllergens.length === 0) return null;
  const dishes = menu.flatMap((dish) => {
    const carried = partyAllergens.filter((allergen) => dish.allergens.includes(allergen));
    return carried.length > 0 ? [{ id: dish.id, name: dish.name, category: dish.categoryName, allergens: carried }] : [];
  });
  return { allergens: [...partyAllergens], dishes };
}

/** The dishes to avoid grouped by category, in the menu's order: the row, the sheets and the card say it alike. */
export function dishesByCategory(alert: AllergyAlert): { category: string; dishes: AllergyAlert['dishes'] }[] {
  const groups: { category: string; dishes: AllergyAlert['dishes'] }[] = [];
  for (const dish of alert.dishes) {
    const last = groups.at(-1);
    if (last && last.category === dish.category) last.dishes.push(dish);
    else groups.push({ category: dish.category, dishes: [dish] });
  }
  return groups;
}
