import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { nearbyAlternatives, staffAlternatives } from './alternatives';
import { createOccupancy, type Occupancy } from './occupancy';
import { createTableRepository } from './repository';

const NOON = new Date('2026-11-23T12:00:00+01:00');
const ASKED = { date: '2026-11-23', startTime: '21:00', endTime: '23:00', section: 'Salón', partySize: 2 };

describe('nearbyAlternatives', () => {
  const starts = ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'];
  it('lists the four nearest starts of the zone asked (23:00 is as far as 19:00, and later), in time order, then the zones free at the start asked', () => {
    const free = new Set(['19:00 A', '19:30 A', '20:00 A', '22:30 A', '23:00 A', '21:00 B']);
    expect(nearbyAlternatives({ startTime: '21:00', section: 'A' }, starts, ['A', 'B', 'C'], (time, zone) => free.has(`${time} ${zone}`))).toEqual([
      { startTime: '19:00', preferredSection: 'A' },
      { startTime: '19:30', preferredSection: 'A' },
      { startTime: '20:00', preferredSection: 'A' },
      { startTime: '22:30', preferredSection: 'A' },
      { startTime: '21:00', preferredSection: 'B' },
    ]);
  });

  it('looks no further than two hours away, and offers no zone at a start no longer offered', () => {
    expect(nearbyAlternatives({ startTime: '21:00', section: 'A' }, starts, ['A'], (time) => time === '23:30')).toEqual([]);
    expect(nearbyAlternatives({ startTime: '18:30', section: 'A' }, starts, ['A', 'B'], (_time, zone) => zone === 'B')).toEqual([]);
  });
});

describe('staffAlternatives', () => {
  let database: TempDatabase;
  let occupancy: Occupancy;

  beforeEach(() => {
    database = tempDatabase();
    occupancy = createOccupancy(database.db);
    const tables = createTableRepository(database.db, () => NOON);
    const salon = tables.insert({ name: 'Mesa 1', section: 'Salón', tableNumber: 1, minCapacity: 1, maxCapacity: 4, positionX: 0, positionY: 0 });
    tables.insert({ name: 'Terraza 1', section: 'Terraza cubierta', tableNumber: 1, minCapacity: 1, maxCapacity: 4, positionX: 0, positionY: 0 });
    storeBooking(database.db, { tableId: salon.id, tableNumber: 1, startTime: '21:00', endTime: '23:00' });
  });

  afterEach(() => database.close());

  it("offers the Salón's starts where its table is free for as long as asked, and the other zones with a table at 21:00", () => {
    expect(staffAlternatives(occupancy, ASKED, NOON)).toEqual([
      { startTime: '19:00', preferredSection: 'Salón' },
      { startTime: '23:00', preferredSection: 'Salón' },
      { startTime: '21:00', preferredSection: 'Terraza cubierta' },
    ]);
  });

  it('offers no start already past, and nothing for a party no table seats', () => {
    expect(staffAlternatives(occupancy, ASKED, new Date('2026-11-23T20:10:00+01:00'))).toEqual([
      { startTime: '23:00', preferredSection: 'Salón' },
      { startTime: '21:00', preferredSection: 'Terraza cubierta' },
    ]);
    expect(staffAlternatives(occupancy, { ...ASKED, partySize: 6 }, NOON)).toEqual([]);
  });
});
