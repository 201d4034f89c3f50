import { describe, expect, it } from 'vitest';
import { ALLERGENS, readAllergen } from './allergens';

describe('readAllergen', () => {
  it('knows the 14 allergens of the EU list by their own names', () => {
    expect(ALLERGENS).toHaveLength(14);
    for (const allergen of ALLERGENS) expect(readAllergen(allergen)).toEqual({ allergen });
  });

  it.each([
    ['gluten', 'Gluten'],
    ['Trigo', 'Gluten'],
    ['LACTEOS', 'Lácteos'],
    ['Leche', 'Lácteos'],
    ['lácteo', 'Lácteos'],
    ['  crustaceos ', 'Crustáceos'],
    ['crustáceo', 'Crustáceos'],
    ['huevo', 'Huevos'],
    ['Huevos', 'Huevos'],
    ['pescados', 'Pescado'],
    ['cacahuete', 'Cacahuetes'],
    ['maní', 'Cacahuetes'],
    ['soya', 'Soja'],
    ['frutos secos', 'Frutos de cáscara'],
    ['Fruto seco', 'Frutos de cáscara'],
    ['frutos de cascara', 'Frutos de cáscara'],
    ['sésamo', 'Granos de sésamo'],
    ['Sesamo', 'Granos de sésamo'],
    ['granos de SÉSAMO', 'Granos de sésamo'],
    ['sulfitos', 'Dióxido de azufre y sulfitos'],
    ['sulfito', 'Dióxido de azufre y sulfitos'],
    ['dioxido de azufre y sulfitos', 'Dióxido de azufre y sulfitos'],
    ['altramuz', 'Altramuces'],
    ['molusco', 'Moluscos'],
    ['mostaza', 'Mostaza'],
    ['apio', 'Apio'],
  ])('reads %j as %j', (typed, allergen) => {
    expect(readAllergen(typed)).toEqual({ allergen });
  });

  it.each(['marisco', 'Mariscos'])('asks which one %j means: crustaceans or molluscs', (typed) => {
    expect(readAllergen(typed)).toEqual({ ambiguous: ['Crustáceos', 'Moluscos'] });
  });

  it.each(['Plutonio', 'frutos', ''])('does not know %j', (typed) => {
    expect(readAllergen(typed)).toEqual({ unknown: true });
  });
});
