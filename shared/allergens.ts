/**
 * The 14 allergens that EU Regulation 1169/2011 (annex II) obliges a menu to declare, named as
 * the Spanish version of the regulation names them. Product allergens must come from this list.
 */
export const ALLERGENS = [
  'Gluten',
  'Crustáceos',
  'Huevos',
  'Pescado',
  'Cacahuetes',
  'Soja',
  'Lácteos',
  'Frutos de cáscara',
  'Apio',
  'Mostaza',
  'Granos de sésamo',
  'Dióxido de azufre y sulfitos',
  'Altramuces',
  'Moluscos',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

// Staff type allergens into a comma-separated field; "lacteos" or "GLUTEN" should still count.
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const BY_COMPARABLE_NAME = new Map<string, Allergen>(ALLERGENS.map((name) => [comparable(name), name]));

/** The allergen's official spelling, or null when the name is not one of the 14. */
export function canonicalAllergen(name: string): Allergen | null {
  return BY_COMPARABLE_NAME.get(comparable(name)) ?? null;
}
