import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { createTableRepository } from './repository';
import { createCombinationStore } from '../combinations';
import { allocateSeating } from './allocate';
import { bookingInterval } from './interval';
import { createOccupancy, type Occupancy } from './occupancy';

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

function book(table: string, startTime: string, endTime: string, extra: { status?: 'cancelled'; hasLeft?: boolean; others?: string[] } = {}) {
  const { others = [], ...rest } = extra;
  storeBooking(database.db, { tableId: tableIds.get(table) ?? null, otherTableIds: others.map((other) => tableIds.get(other) ?? 0), date: '2026-11-27', startTime, endTime, ...rest });
}

function join(tables: number[], minCapacity: number, maxCapacity: number, online = true) {
  const ids = tables.map((number) => tableIds.get(`Salón ${number}`) ?? 0);
  createCombinationStore(database.db, clock, occupancy).create({ name: `Mesa ${tables.join(' + ')}`, section: 'Salón', tableIds: ids, minCapacity, maxCapacity, online });
}

/** The tables a party gets, as 'Mesa 3' or 'Mesa 1 + 2', or null. */
function seat(partySize: number, startTime: string, endTime: string, by: 'diner' | 'staff' = 'diner', section = 'Salón', date = '2026-11-27') {
  const seating = allocateSeating(occupancy, section, partySize, bookingInterval(date, startTime, endTime), by);
  return seating ? `Mesa ${seating.tables.map((table) => table.tableNumber).join(' + ')}` : null;
}

const allocate = (partySize: number, startTime: string, endTime: string, section = 'Salón', date = '2026-11-27') =>
  allocateSeating(occupancy, section, partySize, bookingInterval(date, startTime, endTime), 'diner')?.tables[0].tableNumber ?? null;

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

describe('allocateSeating: the best fit among the free tables of the section', () => {
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

describe('allocateSeating: a combination only where no single table seats the party', () => {
  it('seats a party no table takes at the smallest combination that fits, then the one of fewest tables', () => {
    join([1, 2, 3], 7, 10);
    join([1, 2], 7, 10);
    join([2, 3, 4], 7, 8);
    expect(seat(8, '20:00', '22:00')).toBe('Mesa 2 + 3 + 4');
    expect(seat(9, '20:00', '22:00')).toBe('Mesa 1 + 2');
  });

  it('never gives a combination to a party a single table seats', () => {
    join([1, 2], 1, 10);
    expect(seat(5, '20:00', '22:00')).toBe('Mesa 1');
    expect(seat(3, '20:00', '22:00')).toBe('Mesa 2');
  });

  it('keeps tables in a combination for last among equal tables', () => {
    join([3, 1], 7, 8);
    expect(seat(2, '20:00', '22:00')).toBe('Mesa 4');
    book('Salón 4', '20:00', '22:00');
    expect(seat(2, '20:00', '22:00')).toBe('Mesa 3');
  });

  it('holds every member table of a booked combination, and a booking on one member blocks the combination', () => {
    join([1, 2], 7, 10);
    book('Salón 1', '20:00', '22:00', { others: ['Salón 2'] });
    expect(seat(3, '21:00', '23:00')).toBeNull();
    expect(seat(8, '21:00', '23:00')).toBeNull();
    expect(seat(8, '22:00', '23:30')).toBe('Mesa 1 + 2');
    book('Salón 2', '22:00', '23:00');
    expect(seat(8, '22:00', '23:30')).toBeNull();
  });

  it('gives diners only the combinations the owner lets them book online; staff get any', () => {
    join([1, 2], 7, 10, false);
    expect(seat(8, '20:00', '22:00', 'diner')).toBeNull();
    expect(seat(8, '20:00', '22:00', 'staff')).toBe('Mesa 1 + 2');
  });

  it('skips a combination with a table out of service', () => {
    join([1, 5], 7, 14);
    expect(seat(8, '20:00', '22:00', 'staff')).toBeNull();
  });
});
