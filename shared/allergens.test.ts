import { describe, expect, it } from 'vitest';
import { ALLERGENS, canonicalAllergen } from './allergens';

describe('canonicalAllergen', () => {
  it('knows the 14 allergens of the EU list', () => {
    expect(ALLERGENS).toHaveLength(14);
    for (const allergen of ALLERGENS) expect(canonicalAllergen(allergen)).toBe(allergen);
  });

  it.each([
    ['gluten', 'Gluten'],
    ['LACTEOS', 'Lácteos'],
    ['  crustaceos ', 'Crustáceos'],
    ['dioxido de azufre y sulfitos', 'Dióxido de azufre y sulfitos'],
    ['granos de SÉSAMO', 'Granos de sésamo'],
  ])('reads %j as %j', (typed, official) => {
    expect(canonicalAllergen(typed)).toBe(official);
  });

  it.each(['Plutonio', 'Sésamo', 'Frutos secos', ''])('refuses %j', (typed) => {
    expect(canonicalAllergen(typed)).toBeNull();
  });
});
