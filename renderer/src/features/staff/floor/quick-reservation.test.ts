import { describe, expect, it } from 'vitest';
import { isComplete, partyChoices, quickRequest, walkIn, type QuickValues } from './quick-reservation';

const empty: QuickValues = { customerName: '', customerPhone: '', customerEmail: '', startTime: '', endTime: '', partySize: null, tableId: 7, specialRequests: '' };

describe('party sizes', () => {
  it("run from the table's minimum to its maximum, 1 to 8 without a table", () => {
    expect(partyChoices({ minCapacity: 2, maxCapacity: 4 })).toEqual([2, 3, 4]);
    expect(partyChoices(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("'Sin Reserva'", () => {
  it('fills a default name, the first start, two hours, and the table maximum', () => {
    const values = walkIn(empty, ['21:30', '22:00'], { minCapacity: 2, maxCapacity: 6 });
    expect(values).toMatchObject({ customerName: 'Cliente sin reserva', startTime: '21:30', endTime: '23:30', partySize: 6, tableId: 7 });
    expect(isComplete(values)).toBe(true);
  });

  it('keeps an end already chosen when it still comes after the start, and runs short near closing', () => {
    expect(walkIn({ ...empty, endTime: '22:30' }, ['21:30'], null).endTime).toBe('22:30');
    expect(walkIn(empty, ['02:00'], null).endTime).toBe('02:30');
  });
});

describe('what a quick reservation sends', () => {
  it("uses the dashboard's placeholders unless staff typed a phone, and flags itself as an admin action", () => {
    const values = { ...empty, customerName: ' Lola ', startTime: '21:00', endTime: '23:00', partySize: 3 };
    expect(quickRequest('2026-11-20', values, 'Salón', 4)).toEqual({
      customerName: 'Lola',
      customerEmail: 'admin@restaurante.local',
      customerPhone: '000000000',
      date: '2026-11-20',
      startTime: '21:00',
      endTime: '23:00',
      time: '21:00',
      tableId: 7,
      tableNumber: 4,
      partySize: 3,
      specialRequests: null,
      preferredSection: 'Salón',
      isAdminAction: true,
    });
    expect(quickRequest('2026-11-20', { ...values, customerPhone: '611 22 33 44' }, 'Salón', 4).customerPhone).toBe('611 22 33 44');
  });

  it('is incomplete without a name, both times and a party size', () => {
    expect(isComplete({ ...empty, customerName: 'Lola', startTime: '21:00', endTime: '', partySize: 2 })).toBe(false);
  });
});
