import { describe, expect, it } from 'vitest';
import { allergenUnion, allergyAlert, dishesByCategory, type MenuDish } from './allergy-alert';

const MENU: MenuDish[] = [
  { id: 1, name: 'Croquetas de jamón', categoryName: 'Entrantes', allergens: ['Gluten', 'Lácteos', 'Huevos'] },
  { id: 2, name: 'Ensalada verde', categoryName: 'Entrantes', allergens: [] },
  { id: 3, name: 'Lubina a la sal', categoryName: 'Principales', allergens: ['Pescado'] },
  { id: 4, name: 'Tarta de queso', categoryName: 'Postres', allergens: ['Lácteos', 'Huevos'] },
];

describe('allergenUnion', () => {
  it('names each allergen once, in the EU list order, whatever list named it', () => {
    expect(allergenUnion(['Lácteos', 'Gluten'], ['Gluten', 'Moluscos'])).toEqual(['Gluten', 'Lácteos', 'Moluscos']);
  });
  it('is empty when nobody named any', () => {
    expect(allergenUnion([], [])).toEqual([]);
  });
});

describe('allergyAlert', () => {
  it('is null for a party without allergens', () => {
    expect(allergyAlert([], MENU)).toBeNull();
  });

  it('lists the dishes carrying any of the party allergens, each with only those, in the menu order', () => {
    expect(allergyAlert(['Gluten', 'Lácteos'], MENU)).toEqual({
      allergens: ['Gluten', 'Lácteos'],
      dishes: [
        { id: 1, name: 'Croquetas de jamón', category: 'Entrantes', allergens: ['Gluten', 'Lácteos'] },
        { id: 4, name: 'Tarta de queso', category: 'Postres', allergens: ['Lácteos'] },
      ],
    });
  });

  it('keeps the alert with no dishes when the menu carries none of them', () => {
    expect(allergyAlert(['Altramuces'], MENU)).toEqual({ allergens: ['Altramuces'], dishes: [] });
  });
});

describe('dishesByCategory', () => {
  it('groups consecutive dishes of a category, in the menu order', () => {
    const alert = allergyAlert(['Huevos', 'Pescado'], MENU);
    expect(alert && dishesByCategory(alert).map((group) => [group.category, group.dishes.map((dish) => dish.name)])).toEqual([
      ['Entrantes', ['Croquetas de jamón']],
      ['Principales', ['Lubina a la sal']],
      ['Postres', ['Tarta de queso']],
    ]);
  });
});
