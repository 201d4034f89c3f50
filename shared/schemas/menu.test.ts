import { describe, expect, it } from 'vitest';
import {
  orderOrZero,
  subcategoryScreenSchema,
  newProductSchema,
  parseTextList,
  priceToCents,
  productUpdateSchema,
  subcategoryUpdateSchema,
  productFormSchema,
  sectionFormSchema,
  splitList,
} from './menu';

describe('priceToCents', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    [' 7 ', 700],
    [0, 0],
    ['0.05', 5],
    [99999999.99, 9999999999],
    ['', null],
    ['   ', null],
    [null, null],
  ] as const)('reads %j as %j', (typed, cents) => {
    expect(priceToCents(typed)).toBe(cents);
  });

  it.each([-1, '-1', 1.234, '1.234', 'doce', '12 €', Number.NaN, Number.POSITIVE_INFINITY, 1e21, '123456789', '1.'])('refuses %j', (typed) => {
    expect(priceToCents(typed)).toBeUndefined();
  });
});

describe('parseTextList', () => {
  it.each([
    [
      ['Vegano', ' Picante '],
      ['Vegano', 'Picante'],
    ],
    ['["Vegano"," Picante ",""]', ['Vegano', 'Picante']],
    [['Vegano', 'Vegano', '  '], ['Vegano']],
    ['', []],
    [null, []],
  ] as const)('reads %j', (typed, list) => {
    expect(parseTextList(typed as string[] | string | null)).toEqual(list);
  });

  it.each(['Vegano, Picante', '{"a":1}', '[1,2]', '"Vegano"'])('refuses %j', (typed) => {
    expect(parseTextList(typed)).toBeUndefined();
  });
});

describe('menu schemas', () => {
  it('fills a new product with the defaults and keeps the price in cents', () => {
    expect(newProductSchema.parse({ name: 'Croquetas', categoryId: '3', price: '10.5', allergens: '["lacteos"]' })).toEqual({
      name: 'Croquetas',
      description: null,
      imageUrl: null,
      categoryId: 3,
      subcategoryId: null,
      priceCents: 1050,
      isAvailable: true,
      isVisible: true,
      displayOrder: 1,
      tags: [],
      allergens: ['Lácteos'],
    });
  });

  it('leaves out of an update whatever the caller did not send', () => {
    expect(subcategoryUpdateSchema.parse({ isVisible: false })).toEqual({ isVisible: false });
    expect(productUpdateSchema.parse({ price: '' })).toEqual({ priceCents: null });
  });
});

describe('the dashboard menu forms', () => {
  const product = {
    name: 'Croquetas',
    description: '',
    price: '9.50',
    imageUrl: '',
    categoryId: '3',
    subcategoryId: '',
    isAvailable: true,
    isVisible: true,
    displayOrder: '1',
    tags: 'casero, para compartir',
    allergens: ['Gluten', 'Lácteos'],
  };

  it('accepts what the product form holds: numbers as text, no subcategory, tags as typed', () => {
    expect(productFormSchema.safeParse(product).success).toBe(true);
  });

  it('asks for a display order of 1 to 999 and a category', () => {
    const order = sectionFormSchema.safeParse({ name: 'Carta', description: '', imageUrl: '', displayOrder: '0', isVisible: true });
    expect(order.error?.issues[0]?.message).toBe('El orden debe ser un entero entre 1 y 999');
    const noCategory = productFormSchema.safeParse({ ...product, categoryId: '' });
    expect(noCategory.error?.issues.map((issue) => issue.message)).toEqual(['La categoría es obligatoria']);
  });

  it('reads the subcategory screen order as an integer, anything else as 0', () => {
    expect([orderOrZero('12'), orderOrZero('7.9'), orderOrZero('abc'), orderOrZero('')]).toEqual([12, 7, 0, 0]);
    const parsed = subcategoryScreenSchema.safeParse({ name: 'Calientes', description: '', categoryId: '2', displayOrder: 'xx', isVisible: true });
    expect(parsed.data?.displayOrder).toBe(0);
  });

  it('splits typed tags on commas', () => {
    expect(splitList(' casero, , para compartir ,')).toEqual(['casero', 'para compartir']);
  });
});
