/**
 * The 14 allergens that EU Regulation 1169/2011 (annex II) obliges a menu to declare, named as
 * the Spanish version of the regulation names them. Products store these names only; what staff
 * type ('leche', 'sésamo', 'frutos secos') is read as one of them.
 */
import { foldText } from './search-text';

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

/** Common names, singulars and the regulation's own wording, written without accents. */
const ALIASES: Record<string, Allergen> = {
  'cereales con gluten': 'Gluten',
  trigo: 'Gluten',
  centeno: 'Gluten',
  cebada: 'Gluten',
  avena: 'Gluten',
  espelta: 'Gluten',
  crustaceo: 'Crustáceos',
  huevo: 'Huevos',
  'huevo y derivados': 'Huevos',
  pescados: 'Pescado',
  cacahuete: 'Cacahuetes',
  mani: 'Cacahuetes',
  soya: 'Soja',
  lacteo: 'Lácteos',
  leche: 'Lácteos',
  'leche y derivados': 'Lácteos',
  lactosa: 'Lácteos',
  'fruto de cascara': 'Frutos de cáscara',
  'frutos secos': 'Frutos de cáscara',
  'fruto seco': 'Frutos de cáscara',
  apios: 'Apio',
  sesamo: 'Granos de sésamo',
  'grano de sesamo': 'Granos de sésamo',
  ajonjoli: 'Granos de sésamo',
  sulfitos: 'Dióxido de azufre y sulfitos',
  sulfito: 'Dióxido de azufre y sulfitos',
  'dioxido de azufre': 'Dióxido de azufre y sulfitos',
  altramuz: 'Altramuces',
  molusco: 'Moluscos',
};

/** Words that name more than one allergen: staff must say which. */
const AMBIGUOUS: Record<string, readonly Allergen[]> = {
  marisco: ['Crustáceos', 'Moluscos'],
  mariscos: ['Crustáceos', 'Moluscos'],
};

const BY_COMPARABLE_NAME = new Map<string, Allergen>([...ALLERGENS.map((name): [string, Allergen] => [foldText(name), name]), ...Object.entries(ALIASES)]);

export type AllergenReading = { allergen: Allergen } | { ambiguous: readonly Allergen[] } | { unknown: true };

/** What a typed name means: one of the 14, several of them, or none. */
export function readAllergen(name: string): AllergenReading {
  const key = foldText(name);
  const allergen = BY_COMPARABLE_NAME.get(key);
  if (allergen) return { allergen };
  const ambiguous = AMBIGUOUS[key];
  return ambiguous ? { ambiguous } : { unknown: true };
}
