import { describe, expect, it } from 'vitest';
import { searchDishes } from './search';

const dish = (name: string, extra: { description?: string; tags?: string[]; categoryName?: string } = {}) => ({
  name,
  description: extra.description ?? null,
  tags: extra.tags ?? [],
  categoryName: extra.categoryName ?? 'Entrantes',
});

const MENU = [
  dish('Croquetas de jamón', { description: 'Caseras, de jamón ibérico' }),
  dish('Ensalada de la huerta', { description: 'Con croquetas de queso de cabra', tags: ['Vegetariano'] }),
  dish('Piña colada', { categoryName: 'Cócteles' }),
  dish('Tarta de queso', { categoryName: 'Postres', tags: ['Sin gluten'] }),
];
const names = (query: string, limit?: number) => searchDishes(MENU, query, limit).results.map((found) => found.name);

describe('searchDishes', () => {
  it('ignores accents and case both ways: croqueta finds Croquetas, JAMON finds jamón, pina finds Piña', () => {
    expect(names('croqueta')).toEqual(['Croquetas de jamón', 'Ensalada de la huerta']);
    expect(names('JAMON')).toEqual(['Croquetas de jamón']);
    expect(names('pina')).toEqual(['Piña colada']);
    expect(names('cócteles')).toEqual(['Piña colada']);
  });

  it('wants every word, in any order and field', () => {
    expect(names('queso tarta')).toEqual(['Tarta de queso']);
    expect(names('queso cabra')).toEqual(['Ensalada de la huerta']);
    expect(names('queso gluten')).toEqual(['Tarta de queso']);
    expect(names('queso chorizo')).toEqual([]);
  });

  it('puts dishes named after the words before those that only mention them', () => {
    expect(names('queso')).toEqual(['Tarta de queso', 'Ensalada de la huerta']);
  });

  it('reads tags and the category as well as names and descriptions', () => {
    expect(names('vegetariano')).toEqual(['Ensalada de la huerta']);
    expect(names('postres')).toEqual(['Tarta de queso']);
  });

  it('answers at most a page, and how many matched in all', () => {
    expect(searchDishes(MENU, 'de', 2)).toEqual({ results: [MENU[0], MENU[1]], total: 3 });
  });
});
