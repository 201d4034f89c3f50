import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { copyNames, copyRequest } from './duplicate';

describe('copyNames', () => {
  it.each([
    [1, ['Boda García']],
    [2, ['Boda García (copia 1)', 'Boda García (copia 2)']],
    [3, ['Boda García (copia 1)', 'Boda García (copia 2)', 'Boda García (copia 3)']],
  ])('%i copies', (count, names) => {
    expect(copyNames('Boda García', count)).toEqual(names);
  });
});

describe('copyRequest', () => {
  it('books the same evening on another table, in its zone, as a dashboard booking with placeholder contact details', () => {
    const original = aReservation({ date: '2026-11-28', startTime: '21:00', endTime: '23:00', partySize: 6, specialRequests: 'Tarta', preferredSection: 'Salón' });
    expect(copyRequest(original, 'Boda (copia 1)', { id: 9, section: 'Terraza cubierta' })).toEqual({
      customerName: 'Boda (copia 1)',
      customerEmail: 'admin@restaurante.local',
      customerPhone: '000000000',
      date: '2026-11-28',
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      tableId: 9,
      partySize: 6,
      specialRequests: 'Tarta',
      preferredSection: 'Terraza cubierta',
      isAdminAction: true,
      confirmed: true,
    });
  });
});
