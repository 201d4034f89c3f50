import { describe, expect, it } from 'vitest';
import { tablesLabel } from './table-label';

describe('tablesLabel', () => {
  it.each([
    [[], null],
    [[{ name: 'Ventana', tableNumber: 3 }], 'Ventana'],
    [
      [
        { name: 'Mesa 3', tableNumber: 3 },
        { name: 'Mesa 4', tableNumber: 4 },
      ],
      'Mesas 3 + 4',
    ],
    [
      [
        { name: 'Mesa 9', tableNumber: 9 },
        { name: 'Mesa 10', tableNumber: 10 },
        { name: 'Mesa 11', tableNumber: 11 },
      ],
      'Mesas 9 + 10 + 11',
    ],
  ])('names %j as %s', (tables, label) => {
    expect(tablesLabel(tables)).toBe(label);
  });
});
