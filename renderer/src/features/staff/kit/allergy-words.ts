/**
 * How staff read what a party must avoid, on the row, the plan, the day sheet and the kitchen sheet
 * alike. Allergens are named by their EU names in lower case ('gluten', 'lácteos'): the menu has no
 * shorter names for diners, and one spelling everywhere is what a waiter learns.
 */
import { dishesByCategory } from '../../../../../shared/allergy-alert';
import type { DayReservation } from '../../../../../shared/types';

type Alert = NonNullable<DayReservation['allergyAlert']>;
type Declared = Pick<DayReservation, 'dinerAllergies' | 'dinerAllergyNotes' | 'dinerAllergiesAt'>;

export const ALLERGY_WORDS = {
  avoid: 'Evitar:',
  nothingToAvoid: 'Ningún plato de la carta lleva',
  declared: 'Declarado por el cliente:',
  declaredNone: 'Declarado por el cliente: nadie tiene alergias',
} as const;

export const allergenWord = (allergen: string): string => allergen.toLocaleLowerCase('es');
const allergenList = (allergens: readonly string[]) => allergens.map(allergenWord).join(', ');

/** 'Croquetas de jamón (gluten, lácteos)'. */
const dishWords = (dish: Alert['dishes'][number]) => `${dish.name} (${allergenList(dish.allergens)})`;

/** The whole list on one line, in the menu's order: 'Evitar: Croquetas de jamón (gluten, lácteos) · Tarta de queso (lácteos)'. */
export function avoidLine(alert: Alert): string {
  if (alert.dishes.length === 0) return `${ALLERGY_WORDS.nothingToAvoid} ${allergenList(alert.allergens)}`;
  return `${ALLERGY_WORDS.avoid} ${alert.dishes.map(dishWords).join(' · ')}`;
}

/** The same dishes by category: ['Entrantes', 'Croquetas de jamón (gluten, lácteos)'], …. */
export function avoidByCategory(alert: Alert): [category: string, dishes: string][] {
  return dishesByCategory(alert).map(({ category, dishes }) => [category, dishes.map(dishWords).join(' · ')]);
}

/** The party's allergens: 'gluten, lácteos'. */
export const alertAllergens = (alert: Alert): string => allergenList(alert.allergens);

/** What the diner said themselves, marked as theirs, with their free line; null when they never answered. */
export function declaredLine({ dinerAllergies, dinerAllergyNotes, dinerAllergiesAt }: Declared): string | null {
  if (!dinerAllergiesAt) return null;
  const said = [...(dinerAllergies.length > 0 ? [allergenList(dinerAllergies)] : []), ...(dinerAllergyNotes ? [dinerAllergyNotes] : [])];
  return said.length > 0 ? `${ALLERGY_WORDS.declared} ${said.join(' · ')}` : ALLERGY_WORDS.declaredNone;
}

/**
 * Whether the party has an allergy to heed: an alert, or a declaration naming allergens or with a free
 * line. The diner's 'nadie tiene alergias' is not one: it earns no red mark nor a place on the kitchen sheet.
 */
export const hasAllergyNote = (booking: Pick<DayReservation, 'allergyAlert'> & Declared): boolean => booking.allergyAlert !== null || booking.dinerAllergies.length > 0 || !!booking.dinerAllergyNotes;

/** Everything said of the party's allergies in one text, for a bar's or a card's name and tooltip. */
export function allergyHeard(booking: Pick<DayReservation, 'allergyAlert'> & Declared): string {
  return [booking.allergyAlert && avoidLine(booking.allergyAlert), declaredLine(booking)].filter(Boolean).join('. ');
}
