import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { createTableRepository } from '../tables';
import { allocateTable } from './allocate';
import { bookingInterval } from '../tables';
import { createOccupancy, type Occupancy } from '../tables';

const clock = () => new Date('2026-11-23T12:00:00+01:00');
let database: TempDatabase;
let occupancy: Occupancy;
let tableIds: Map<string, number>;

function addTable(section: string, tableNumber: number, minCapacity: number, maxCapacity: number, isAvailable = true) {
  const table = createTableRepository(database.db, clock).insert({
    name: `Mesa ${tableNumber}`,
    section,
    tableNumber,
    minCapacity,
    maxCapacity,
    positionX: tableNumber % 5,
    positionY: Math.floor(tableNumber / 5),
    isAvailable,
  });
  tableIds.set(`${section} ${tableNumber}`, table.id);
}

function book(table: string, startTime: string, endTime: string, extra: { status?: 'cancelled'; hasLeft?: boolean } = {}) {
  storeBooking(database.db, { tableId: tableIds.get(table) ?? null, date: '2026-11-27', startTime, endTime, ...extra });
}

const allocate = (partySize: number, startTime: string, endTime: string, section = 'Salón', date = '2026-11-27') =>
  allocateTable(occupancy, section, partySize, bookingInterval(date, startTime, endTime))?.tableNumber ?? null;

beforeEach(() => {
  database = tempDatabase();
  occupancy = createOccupancy(database.db);
  tableIds = new Map();
  addTable('Salón', 1, 4, 6);
  addTable('Salón', 2, 1, 4);
  addTable('Salón', 3, 1, 2);
  addTable('Salón', 4, 1, 2);
  addTable('Salón', 5, 1, 8, false);
  addTable('Terraza cubierta', 1, 1, 2);
});

afterEach(() => database.close());

describe('allocateTable: the best fit among the free tables of the section', () => {
  it.each([
    [1, 3],
    [2, 3],
    [3, 2],
    [5, 1],
    [7, null],
  ])('a party of %i gets table %s', (partySize, expected) => {
    expect(allocate(partySize, '20:00', '22:00')).toBe(expected);
  });

  it('takes the lowest number among equal tables, then the next when it is booked', () => {
    book('Salón 3', '20:00', '22:00');
    expect(allocate(2, '21:00', '23:00')).toBe(4);
    book('Salón 4', '20:00', '22:00');
    expect(allocate(2, '21:00', '23:00')).toBe(2);
  });

  it('treats intervals as half-open: a table ending at 22:00 is free at 22:00, not at 21:30', () => {
    book('Salón 3', '20:00', '22:00');
    expect(allocate(2, '22:00', '23:00')).toBe(3);
    expect(allocate(2, '21:30', '23:00')).toBe(4);
    expect(allocate(2, '18:00', '20:00')).toBe(3);
  });

  it('sees a booking past midnight overlap the early hours of the same service night only', () => {
    book('Salón 3', '23:00', '01:00');
    expect(allocate(2, '00:30', '01:30')).toBe(4);
    expect(allocate(2, '01:00', '02:00')).toBe(3);
    expect(allocate(2, '14:00', '17:00', 'Salón', '2026-11-28')).toBe(3);
  });

  it('frees the table of a cancelled booking and of a party that has left', () => {
    book('Salón 3', '20:00', '22:00', { status: 'cancelled' });
    book('Salón 4', '20:00', '22:00', { hasLeft: true });
    expect(allocate(2, '20:00', '22:00')).toBe(3);
    book('Salón 3', '20:00', '22:00');
    expect(allocate(2, '20:00', '22:00')).toBe(4);
  });

  it('never gives a table out of service nor one of another section', () => {
    book('Salón 1', '20:00', '22:00');
    expect(allocate(6, '20:00', '22:00')).toBeNull();
    expect(allocate(2, '20:00', '22:00', 'Terraza cubierta')).toBe(1);
    expect(allocate(2, '20:00', '22:00', 'VIP')).toBeNull();
  });
});
