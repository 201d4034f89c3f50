import { describe, expect, it } from 'vitest';
import { checkTable, tableValues } from './table-form';

describe('the table form', () => {
  it('starts a new table in the section on screen with capacity 1 to 8', () => {
    expect(tableValues(null, 'VIP')).toEqual({ name: '', tableNumber: '', section: 'VIP', minCapacity: '1', maxCapacity: '8' });
  });

  it('sends numbers for the number and capacities', () => {
    expect(checkTable({ name: ' Ventana ', tableNumber: '12', section: 'Salón', minCapacity: '2', maxCapacity: '4' })).toEqual({
      ok: true,
      body: { name: 'Ventana', tableNumber: 12, section: 'Salón', minCapacity: 2, maxCapacity: 4 },
    });
  });

  it('says what is wrong with each field', () => {
    expect(checkTable({ name: ' ', tableNumber: '', section: 'Salón', minCapacity: '6', maxCapacity: '21' })).toEqual({
      ok: false,
      errors: {
        name: 'El nombre de la mesa es obligatorio',
        tableNumber: 'El número de mesa debe ser un entero entre 1 y 999',
        maxCapacity: 'La capacidad debe estar entre 1 y 20 personas',
      },
    });
    expect(checkTable({ name: 'A', tableNumber: '0', section: 'Salón', minCapacity: '6', maxCapacity: '4' })).toEqual({
      ok: false,
      errors: { tableNumber: 'El número de mesa debe ser un entero entre 1 y 999', minCapacity: 'La capacidad mínima no puede ser mayor que la máxima' },
    });
  });
});
