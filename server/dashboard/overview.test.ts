import { describe, expect, it } from 'vitest';
import { aReservation } from '../../tests/helpers/reservation';
import type { DiningTable } from '../../shared/types';
import { dayOverview } from './overview';

const DATE = '2026-11-23';
const at = (time: string) => new Date(`${DATE}T${time}:00+01:00`);

const table = (id: number, isAvailable = true): DiningTable => ({
  id,
  name: `Mesa ${id}`,
  tableNumber: id,
  minCapacity: 1,
  maxCapacity: 4,
  section: 'Salón',
  positionX: 0,
  positionY: id,
  isAvailable,
});

describe('dayOverview', () => {
  it('counts bookings, covers, pending, arrived and departed parties', () => {
    const overview = dayOverview(
      DATE,
      at('21:00'),
      [
        aReservation({ partySize: 2 }),
        aReservation({ partySize: 4, hasArrived: true }),
        aReservation({ partySize: 3, hasArrived: true, hasLeft: true }),
        aReservation({ partySize: 5, status: 'no-show' }),
      ],
      [table(1), table(2), table(3, false)],
      [],
    );
    expect(overview.reservations).toEqual({ total: 3, covers: 9, pending: 1, arrived: 1, departed: 1, noShows: 1 });
    expect(overview.tables).toMatchObject({ total: 3, inService: 2 });
  });

  it.each([
    ['a seated party', { hasArrived: true }, '21:00', 1],
    ['a party that arrived early, before its booking starts', { hasArrived: true }, '19:30', 1],
    ['a booking running while its party is on its way', {}, '21:00', 1],
    ['a booking that has not started, nobody seated', {}, '19:30', 0],
    ['a booking that ended without the party arriving', {}, '22:30', 0],
    ['a party that has left', { hasArrived: true, hasLeft: true }, '21:00', 0],
    ['a booking marked as a no-show', { status: 'no-show' }, '21:00', 0],
    ['a booking past midnight, running at 00:30', { startTime: '23:30', endTime: '01:00' }, '00:30', 1],
  ] as const)('tables in use now: %s', (_label, overrides, time, expected) => {
    const now = time < '03:00' ? new Date(`2026-11-24T${time}:00+01:00`) : at(time);
    expect(dayOverview(DATE, now, [aReservation(overrides)], [table(1)], []).tables.occupiedNow).toBe(expected);
  });

  it('lists the next parties still to arrive whose booking has not ended, five at most', () => {
    const starts = ['20:00', '20:30', '21:00', '21:30', '22:00', '22:30'];
    const list = [
      aReservation({ startTime: '18:00', endTime: '19:00' }),
      ...starts.map((startTime) => aReservation({ startTime, endTime: '23:00' })),
      aReservation({ startTime: '19:00', endTime: '21:00', hasArrived: true }),
    ];
    const next = dayOverview(DATE, at('19:30'), list, [], []).nextArrivals.map((r) => r.startTime);
    expect(next).toEqual(starts.slice(0, 5));
  });
});
