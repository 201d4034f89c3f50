import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBooking, tempDatabase, type TempDatabase } from '../../tests/helpers/database';
import { createOccupancy, type FreeTable, type Occupancy } from './occupancy';
import { eveningAvailability, rangeAvailability } from './availability';
import { createTableRepository } from './repository';

const clock = () => new Date('2026-11-23T12:00:00+01:00');

describe('rangeAvailability', () => {
  it('answers the free tables as numbers and as details with a min-max capacity, and the free combinations beside them', () => {
    const free: FreeTable[] = [
      { id: 7, name: 'Ventana', tableNumber: 3, minCapacity: 1, maxCapacity: 2, section: 'Salón' },
      { id: 9, name: 'Terraza 1', tableNumber: 1, minCapacity: 2, maxCapacity: 6, section: 'Terraza cubierta' },
    ];
    const joined = { id: 2, name: 'Mesa 3 + 4', section: 'Salón', minCapacity: 7, maxCapacity: 10, tables: [{ id: 7, name: 'Ventana', tableNumber: 3 }] };
    expect(rangeAvailability(free, 5, [joined])).toEqual({
      availableTables: [3, 1],
      tableDetails: [
        { id: 7, tableNumber: 3, name: 'Ventana', capacity: '1-2', section: 'Salón' },
        { id: 9, tableNumber: 1, name: 'Terraza 1', capacity: '2-6', section: 'Terraza cubierta' },
      ],
      totalTables: 5,
      combinations: [{ id: 2, name: 'Mesa 3 + 4', capacity: '7-10', section: 'Salón', tables: [{ id: 7, name: 'Ventana', tableNumber: 3 }] }],
      // Filled in by the public endpoint where a diner's range has no table.
      alternatives: [],
    });
  });

  it('answers no tables as empty lists with the total kept', () => {
    expect(rangeAvailability([], 4, [])).toEqual({ availableTables: [], tableDetails: [], totalTables: 4, combinations: [], alternatives: [] });
  });
});

describe('eveningAvailability', () => {
  let database: TempDatabase;
  let occupancy: Occupancy;

  beforeEach(() => {
    database = tempDatabase();
    occupancy = createOccupancy(database.db);
    const tables = createTableRepository(database.db, clock);
    const salon = [1, 2].map((n) => tables.insert({ name: `Mesa ${n}`, section: 'Salón', tableNumber: n, minCapacity: 1, maxCapacity: 4, positionX: n, positionY: 0 }));
    tables.insert({ name: 'Terraza 1', section: 'Terraza cubierta', tableNumber: 1, minCapacity: 1, maxCapacity: 4, positionX: 0, positionY: 0 });
    tables.insert({ name: 'Fuera', section: 'Salón', tableNumber: 3, minCapacity: 1, maxCapacity: 4, positionX: 3, positionY: 0, isAvailable: false });
    storeBooking(database.db, { tableId: salon[0]?.id ?? null, tableNumber: 1, startTime: '21:00', endTime: '22:00' });
  });

  afterEach(() => database.close());

  it('lists per section the tables free for each half hour, the tables in service counted', () => {
    const [salon, terrace] = eveningAvailability(occupancy, ['Salón', 'Terraza cubierta'], '2026-11-23', ['20:30', '21:00', '21:30', '22:00']);
    expect(salon).toEqual({
      section: 'Salón',
      totalTables: 2,
      freeTables: { '20:30': [1, 2], '21:00': [2], '21:30': [2], '22:00': [1, 2] },
    });
    expect(terrace?.freeTables['21:00']).toEqual([1]);
  });
});
