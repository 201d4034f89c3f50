import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '../../../../../shared/menu-types';
import { avoidedAllergens, filterValue, withoutAllergens, withoutLabel } from './allergen-filter';

const dish = (id: number, allergens: string[]) => ({ id, allergens }) as MenuProduct;

describe('the allergen filter', () => {
  it('reads the avoided allergens from the address, ignoring unknown names', () => {
    expect(avoidedAllergens(new URLSearchParams('sin=Lácteos,Gluten,Chocolate'))).toEqual(['Gluten', 'Lácteos']);
    expect(avoidedAllergens(new URLSearchParams(''))).toEqual([]);
  });

  it('writes the choice in a stable order, or drops it', () => {
    expect(filterValue(['Lácteos', 'Gluten'])).toBe('Gluten,Lácteos');
    expect(filterValue([])).toBeNull();
  });

  it('hides the dishes that contain an avoided allergen and counts them', () => {
    const result = withoutAllergens([dish(1, ['Gluten']), dish(2, []), dish(3, ['Huevos', 'Lácteos'])], ['Lácteos', 'Gluten']);
    expect(result.shown.map((d) => d.id)).toEqual([2]);
    expect(result.hidden).toBe(2);
  });

  it("labels each choice 'Sin …'", () => {
    expect(withoutLabel('Gluten')).toBe('Sin gluten');
    expect(withoutLabel('Frutos de cáscara')).toBe('Sin frutos de cáscara');
  });
});
