import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../../../shared/types';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { DEFAULT_TURN_TIMES } from '../../../../../shared/schemas/turn-times';
import { isComplete, partyChoices, proposedEnd, quickRequest, seatNowTimes, walkIn, type QuickValues } from './quick-reservation';

const empty: QuickValues = { customerName: '', customerPhone: '', customerEmail: '', startTime: '', endTime: '', partySize: null, tableId: 7, specialRequests: '', source: 'staff' };

describe('party sizes', () => {
  it("run from the table's minimum to its maximum, 1 to 8 without a table", () => {
    expect(partyChoices({ minCapacity: 2, maxCapacity: 4 })).toEqual([2, 3, 4]);
    expect(partyChoices(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("'Sin Reserva'", () => {
  it('fills a default name, the first start, two hours, and the table maximum', () => {
    const values = walkIn(empty, ['21:30', '22:00'], { minCapacity: 2, maxCapacity: 6 });
    expect(values).toMatchObject({ customerName: 'Cliente sin reserva', startTime: '21:30', endTime: '23:30', partySize: 6, tableId: 7, source: 'walk-in' });
    expect(isComplete(values)).toBe(true);
  });

  it('gives the party as long as Duración de la mesa keeps its table once it has answered', () => {
    expect(walkIn(empty, ['21:30'], { minCapacity: 2, maxCapacity: 6 }, DEFAULT_TURN_TIMES)).toMatchObject({ startTime: '21:30', endTime: '00:00', partySize: 6 });
    expect(walkIn(empty, ['21:30'], { minCapacity: 1, maxCapacity: 8 }, DEFAULT_TURN_TIMES).endTime).toBe('00:30');
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
      source: 'staff',
      isAdminAction: true,
    });
    expect(quickRequest('2026-11-20', { ...values, customerPhone: '611 22 33 44' }, 'Salón', 4).customerPhone).toBe('611 22 33 44');
  });

  it('is incomplete without a name, both times and a party size', () => {
    expect(isComplete({ ...empty, customerName: 'Lola', startTime: '21:00', endTime: '', partySize: 2 })).toBe(false);
  });
});

describe("seatNowTimes: 'Sentar ahora' from the half hour the clock is in", () => {
  const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
  const booking = (startTime: string, endTime: string, overrides: Partial<Reservation> = {}) => aReservation({ startTime, endTime, tableId: 7, ...overrides });

  it('seats from 18:30 at 18:40, for two hours on a free table', () => {
    expect(seatNowTimes('2026-11-23', at('18:40'), [])).toEqual({ startTime: '18:30', endTime: '20:30' });
  });

  it("ends at the table's next booking when it comes sooner", () => {
    expect(seatNowTimes('2026-11-23', at('18:40'), [booking('20:00', '22:00')])).toEqual({ startTime: '18:30', endTime: '20:00' });
  });

  it('is not offered on a table taken now, by a party late or seated; a party gone or cancelled frees it', () => {
    expect(seatNowTimes('2026-11-23', at('18:40'), [booking('18:00', '19:30')])).toBeNull();
    expect(seatNowTimes('2026-11-23', at('18:40'), [booking('18:00', '19:30', { hasLeft: true, hasArrived: true })])).not.toBeNull();
    expect(seatNowTimes('2026-11-23', at('18:40'), [booking('18:00', '19:30', { status: 'cancelled' })])).not.toBeNull();
  });

  it('is not offered on another day, nor outside the staff hours (17:10)', () => {
    expect(seatNowTimes('2026-11-24', at('18:40'), [])).toBeNull();
    expect(seatNowTimes('2026-11-23', at('17:10'), [])).toBeNull();
  });

  it('goes past midnight: at 23:50 until 01:30', () => {
    expect(seatNowTimes('2026-11-23', at('23:50'), [])).toEqual({ startTime: '23:30', endTime: '01:30' });
  });
});

describe("the end staff's dialogs propose", () => {
  it('follows Duración de la mesa by party and service: dinner 2 h, 2 h 30, 3 h; a lunch stops at 17:00', () => {
    expect(proposedEnd('21:00', 2, DEFAULT_TURN_TIMES)).toBe('23:00');
    expect(proposedEnd('21:00', 5, DEFAULT_TURN_TIMES)).toBe('23:30');
    expect(proposedEnd('21:00', 12, DEFAULT_TURN_TIMES)).toBe('00:00');
    expect(proposedEnd('15:30', 8, DEFAULT_TURN_TIMES)).toBe('17:00');
    expect(proposedEnd('21:00', 12, { ...DEFAULT_TURN_TIMES, cena: [{ upTo: 20, minutes: 90 }] })).toBe('22:30');
  });

  it('is two hours for a party not yet counted, or before the durations have answered, and runs short near closing', () => {
    expect(proposedEnd('21:00', null, DEFAULT_TURN_TIMES)).toBe('23:00');
    expect(proposedEnd('21:00', 8, null)).toBe('23:00');
    expect(proposedEnd('01:30', 8, DEFAULT_TURN_TIMES)).toBe('02:30');
  });
});

describe("seatNowTimes with the party's duration", () => {
  const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
  it('keeps the table as long as the duration says, or until its next booking when that comes first', () => {
    expect(seatNowTimes('2026-11-23', at('18:40'), [], 180)).toEqual({ startTime: '18:30', endTime: '21:30' });
    const next = aReservation({ startTime: '20:00', endTime: '22:00', tableId: 7 });
    expect(seatNowTimes('2026-11-23', at('18:40'), [next], 180)).toEqual({ startTime: '18:30', endTime: '20:00' });
  });
});
