import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../../../shared/types';
import { aReservation } from '../../../../../tests/helpers/reservation';
import type { RangeAvailability } from '../../../../../shared/types';
import { DEFAULT_TURN_TIMES } from '../../../../../shared/schemas/turn-times';
import { missesRequired, noTableReason, partyChoices, quickErrors, quickRequest, seatNowTimes, stillWrong, walkIn, type QuickValues } from './quick-reservation';

const empty: QuickValues = {
  customerName: '',
  date: '2026-11-20',
  customerPhone: '',
  customerEmail: '',
  startTime: '',
  endTime: '',
  partySize: null,
  tableId: 7,
  specialRequests: '',
  source: 'staff',
};

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
    expect(quickErrors(values)).toEqual({});
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
    expect(quickRequest(values, 'Salón', 4)).toEqual({
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
    expect(quickRequest({ ...values, customerPhone: '611 22 33 44' }, 'Salón', 4).customerPhone).toBe('611 22 33 44');
  });

  it("sends the e-mail staff typed, and the date they chose instead of the list's", () => {
    const values = { ...empty, customerName: 'Lola', customerEmail: ' lola@example.com ', date: '2026-12-04', startTime: '21:00', endTime: '23:00', partySize: 3 };
    expect(quickRequest(values, 'Salón', null)).toMatchObject({ customerEmail: 'lola@example.com', date: '2026-12-04' });
  });
});

describe('what the dialog says is missing or wrong', () => {
  it('names each required field left empty under itself, with the specification’s line for the form', () => {
    const errors = quickErrors({ ...empty, date: '' });
    expect(errors).toEqual({
      customerName: 'Nombre requerido',
      date: 'Fecha requerida',
      startTime: 'Hora de inicio requerida',
      endTime: 'Hora de fin requerida',
      partySize: 'Elige cuántas personas',
    });
    expect(missesRequired(errors)).toBe(true);
  });

  it('names only the end when the rest is there, and an e-mail only when one is typed and is not one', () => {
    const filled = { ...empty, customerName: 'Lola', startTime: '21:00', endTime: '23:00', partySize: 2 };
    expect(quickErrors({ ...filled, endTime: '' })).toEqual({ endTime: 'Hora de fin requerida' });
    expect(quickErrors({ ...filled, customerEmail: 'lola@' })).toEqual({ customerEmail: 'Email inválido' });
    expect(missesRequired({ customerEmail: 'Email inválido' })).toBe(false);
    expect(quickErrors({ ...filled, customerEmail: 'lola@example.com' })).toEqual({});
  });

  it('stops naming a field once it is put right, by staff or by the end proposed for a start', () => {
    const said = quickErrors({ ...empty, customerName: 'Lola' });
    const now = quickErrors({ ...empty, customerName: 'Lola', startTime: '21:00', endTime: '23:00' });
    expect(stillWrong(said, now)).toEqual({ partySize: 'Elige cuántas personas' });
    // A field wrong now but not at the last try waits for the next one.
    expect(stillWrong({}, now)).toEqual({});
  });
});

describe('why no table is free', () => {
  const answer = (overrides: Partial<RangeAvailability>): RangeAvailability => ({ availableTables: [], tableDetails: [], totalTables: 3, combinations: [], alternatives: [], ...overrides });
  const table = { id: 1, tableNumber: 1, name: 'Mesa 1', capacity: '2-4', section: 'Salón' };
  const combination = { id: 2, name: 'Mesa 3 + 4', capacity: '7-10', section: 'Salón', tables: [] };

  it('is that no table of the zone seats that many, or that every one that does is taken then', () => {
    expect(noTableReason(answer({ totalTables: 0 }), 12)).toBe('none-that-size');
    expect(noTableReason(answer({}), 4)).toBe('all-taken');
  });

  it('is nothing while a table or a combination is free, or before the party and the answer are known', () => {
    expect(noTableReason(answer({ tableDetails: [table], availableTables: [1] }), 4)).toBeNull();
    expect(noTableReason(answer({ totalTables: 0, combinations: [combination] }), 8)).toBeNull();
    expect(noTableReason(answer({}), null)).toBeNull();
    expect(noTableReason(undefined, 4)).toBeNull();
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

describe("seatNowTimes with the party's duration", () => {
  const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
  it('keeps the table as long as the duration says, or until its next booking when that comes first', () => {
    expect(seatNowTimes('2026-11-23', at('18:40'), [], 180)).toEqual({ startTime: '18:30', endTime: '21:30' });
    const next = aReservation({ startTime: '20:00', endTime: '22:00', tableId: 7 });
    expect(seatNowTimes('2026-11-23', at('18:40'), [next], 180)).toEqual({ startTime: '18:30', endTime: '20:00' });
  });
});
