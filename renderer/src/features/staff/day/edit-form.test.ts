import { describe, expect, it } from 'vitest';
import { editErrors, type EditValues } from './edit-form';

const filled: EditValues = {
  customerName: 'Lucía Martín',
  customerEmail: 'lucia@example.com',
  customerPhone: '612345678',
  date: '2026-11-23',
  startTime: '20:00',
  endTime: '22:00',
  preferredSection: 'Salón',
  partySize: 2,
  tableId: 3,
  specialRequests: '',
};

describe('editErrors', () => {
  it('finds nothing wrong with a complete booking', () => {
    expect(editErrors(filled)).toEqual({});
  });

  it.each([
    [{ customerName: '  ' }, { customerName: 'Nombre requerido' }],
    [{ customerEmail: 'lucia@' }, { customerEmail: 'Email inválido' }],
    [{ customerPhone: '' }, { customerPhone: 'Teléfono requerido' }],
    [{ date: '' }, { date: 'Fecha requerida' }],
    [{ preferredSection: '' }, { preferredSection: 'Obligatorio' }],
    [{ startTime: '', endTime: '' }, { times: 'Por favor selecciona hora de inicio y fin.' }],
    [{ startTime: '' }, { startTime: 'Hora de inicio requerida' }],
    [{ endTime: '' }, { endTime: 'Hora de fin requerida' }],
  ])('%j → %j', (change, errors) => {
    expect(editErrors({ ...filled, ...change })).toEqual(errors);
  });
});
