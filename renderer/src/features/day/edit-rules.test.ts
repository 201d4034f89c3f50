import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { editEndChoices, editStartChoices, endAfterNewStart, updateFailureMessage } from './edit-rules';

describe('editStartChoices', () => {
  const monday = '2026-11-23';
  it('offers the whole fixed list on a day still to come', () => {
    expect(editStartChoices('2026-11-24', new Date('2026-11-23T12:00:00+01:00'), '20:00')).toEqual([
      '14:00', '14:30', '15:00', '15:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30', '00:00', '00:30', '01:00', '01:30', '02:00',
    ]);
  });

  it('leaves out the times already past today but keeps the booking’s own', () => {
    const choices = editStartChoices(monday, new Date('2026-11-23T21:10:00+01:00'), '20:00');
    expect(choices.slice(0, 3)).toEqual(['20:00', '21:30', '22:00']);
    expect(choices).not.toContain('21:00');
    expect(choices.at(-1)).toBe('02:00');
  });
});

describe('editEndChoices', () => {
  it.each([
    ['', []],
    ['14:00', ['14:30', '15:00', '15:30', '16:00', '16:30', '17:00']],
    ['22:30', ['23:00', '23:30', '00:00', '00:30', '01:00', '01:30', '02:00']],
    ['23:00', ['23:30', '00:00', '00:30', '01:00', '01:30', '02:00']],
    ['00:30', ['01:00', '01:30', '02:00', '02:30']],
    ['02:00', ['02:30']],
  ])('after %j: %j', (start, ends) => {
    expect(editEndChoices(start)).toEqual(ends);
  });
});

describe('endAfterNewStart', () => {
  it.each([
    ['20:00', '22:00', '22:00'],
    ['22:00', '22:00', ''],
    ['23:00', '22:30', ''],
    ['23:00', '01:00', '01:00'],
    ['14:00', '22:00', ''],
  ])('start %s keeps end %s as %j', (start, end, kept) => {
    expect(endAfterNewStart(start, end)).toBe(kept);
  });
});

describe('updateFailureMessage', () => {
  it.each([
    [new ApiError(409, 'Ya existe una reserva en esa mesa para ese horario.'), 'Conflicto de horarios: Ya existe una reserva en ese horario'],
    [new ApiError(409, 'Conflicto de horarios: la mesa 3 está ocupada'), 'Conflicto de horarios: la mesa 3 está ocupada'],
    [new ApiError(400, 'Email inválido'), 'Email inválido'],
    [new Error(''), 'No se pudo actualizar la reserva'],
    ['boom', 'No se pudo actualizar la reserva'],
  ])('%s → %s', (error, shown) => {
    expect(updateFailureMessage(error)).toBe(shown);
  });
});
