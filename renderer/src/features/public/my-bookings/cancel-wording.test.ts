import { describe, expect, it } from 'vitest';
import { cancelWording, slotCount } from './cancel-wording';

describe('slotCount', () => {
  it.each([
    ['["20:00"]', 1],
    ['["20:00","20:30","21:00"]', 3],
    ['[]', 1],
    [null, 1],
    ['', 1],
    ['no es json', 1],
    ['{"20:00":true}', 1],
  ])('%j → %i', (times, expected) => {
    expect(slotCount(times)).toBe(expected);
  });
});

const base = { confirmationNumber: 'RES-AB12CD34', date: '2026-11-26', startTime: '20:00', partySize: 2 };

describe('cancelWording', () => {
  it('names the booking plainly when it covers one slot', () => {
    expect(cancelWording({ ...base, endTime: '20:30', times: '["20:00"]' })).toEqual({
      title: '¿Cancelar esta reserva?',
      description: 'Vas a cancelar la reserva RES-AB12CD34 del jueves 26 de noviembre, de 20:00 a 20:30, para 2 personas. Esta acción no se puede deshacer.',
      confirmLabel: 'Sí, cancelar',
      severe: false,
    });
  });

  it('says in plain words that the whole booking goes when it covers several half hours', () => {
    expect(cancelWording({ ...base, endTime: '22:00', times: '["20:00","20:30","21:00","21:30"]' })).toEqual({
      title: '¿Cancelar la reserva completa?',
      description:
        'Vas a cancelar la reserva RES-AB12CD34 del jueves 26 de noviembre, de 20:00 a 22:00, para 2 personas. ' +
        'Se cancelará la reserva completa y tu mesa quedará libre para otros clientes. Esta acción no se puede deshacer.',
      confirmLabel: 'Sí, cancelar la reserva',
      severe: true,
    });
  });

  it('uses the singular for one diner', () => {
    expect(cancelWording({ ...base, partySize: 1, endTime: '20:30', times: '["20:00"]' }).description).toContain('para 1 persona.');
  });
});
