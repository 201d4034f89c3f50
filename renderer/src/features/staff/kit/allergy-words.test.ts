import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { avoidByCategory, avoidLine, declaredLine, hasAllergyNote } from './allergy-words';

const alert = {
  allergens: ['Gluten' as const, 'Lácteos' as const],
  dishes: [
    { id: 1, name: 'Croquetas de jamón', category: 'Entrantes', allergens: ['Gluten' as const, 'Lácteos' as const] },
    { id: 2, name: 'Pan con tomate', category: 'Entrantes', allergens: ['Gluten' as const] },
    { id: 3, name: 'Tarta de queso', category: 'Postres', allergens: ['Lácteos' as const] },
  ],
};

describe('what staff read of a party allergies', () => {
  it('says the dishes to avoid on one line, allergens in lower case', () => {
    expect(avoidLine(alert)).toBe('Evitar: Croquetas de jamón (gluten, lácteos) · Pan con tomate (gluten) · Tarta de queso (lácteos)');
  });

  it('says when no dish of the menu carries them', () => {
    expect(avoidLine({ allergens: ['Altramuces'], dishes: [] })).toBe('Ningún plato de la carta lleva altramuces');
  });

  it('groups the dishes by category in the menu order', () => {
    expect(avoidByCategory(alert)).toEqual([
      ['Entrantes', 'Croquetas de jamón (gluten, lácteos) · Pan con tomate (gluten)'],
      ['Postres', 'Tarta de queso (lácteos)'],
    ]);
  });

  it.each([
    [{ dinerAllergies: [], dinerAllergyNotes: null, dinerAllergiesAt: null }, null],
    [{ dinerAllergies: ['Lácteos' as const], dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2026-11-23T10:00:00Z' }, 'Declarado por el cliente: lácteos · Kiwi'],
    [{ dinerAllergies: [], dinerAllergyNotes: null, dinerAllergiesAt: '2026-11-23T10:00:00Z' }, 'Declarado por el cliente: nadie tiene alergias'],
  ])('marks the diner declaration as theirs (%o)', (declared, line) => {
    expect(declaredLine(declared)).toBe(line);
  });

  it('has something to say for an alert or a declaration, nothing otherwise', () => {
    expect(hasAllergyNote(aReservation())).toBe(false);
    expect(hasAllergyNote(aReservation({ dinerAllergiesAt: '2026-11-23T10:00:00Z' }))).toBe(false);
    expect(hasAllergyNote(aReservation({ allergyAlert: alert }))).toBe(true);
    expect(hasAllergyNote(aReservation({ dinerAllergyNotes: 'Kiwi', dinerAllergiesAt: '2026-11-23T10:00:00Z' }))).toBe(true);
  });
});
