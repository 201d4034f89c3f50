import { describe, expect, it } from 'vitest';
import type { DiningTable } from '../../../../../shared/types';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { bookingsByTable, cellFromId, cellId, dropOutcome, gridOf, holdsByTable, nowSummary, sectionSummary, shortName, tableNow, tableState, withMove, zoneJoins } from './floor-plan';

const table = (id: number, positionX: number, positionY: number, section = 'Salón'): DiningTable =>
  ({ id, name: `Mesa ${id}`, tableNumber: id, section, minCapacity: 1, maxCapacity: 4, positionX, positionY, isAvailable: true }) as DiningTable;

describe('the grid', () => {
  it('cuts guest names to 12 characters', () => {
    expect(shortName('Ana')).toBe('Ana');
    expect(shortName('Guillermina Fernández')).toBe('Guillermina…');
    expect(shortName('Cliente sin reserva')).toBe('Cliente sin…');
    expect(shortName('Exactamente1')).toBe('Exactamente1');
  });

  it('colours a table green without bookings, red with them, blue once a party has arrived', () => {
    const bookings = bookingsByTable([
      aReservation({ id: 'a', tableId: 1, startTime: '21:00' }),
      aReservation({ id: 'b', tableId: 2, startTime: '21:00' }),
      aReservation({ id: 'c', tableId: 2, startTime: '14:00', hasArrived: true }),
      aReservation({ id: 'd', tableId: 3, status: 'cancelled' }),
      aReservation({ id: 'e', tableId: 4, status: 'no-show' }),
      aReservation({ id: 'f', tableId: 5, hasArrived: true, hasLeft: true }),
    ]);
    expect([1, 2, 3, 4, 5, 6].map((id) => tableState(bookings.get(id)))).toEqual(['booked', 'arrived', 'free', 'free', 'free', 'free']);
    expect(bookings.get(2)?.map((r) => r.id)).toEqual(['c', 'b']);
  });

  it('puts a party at joined tables on each of them', () => {
    const tables = [
      { id: 3, name: 'Mesa 3', tableNumber: 3 },
      { id: 4, name: 'Mesa 4', tableNumber: 4 },
    ];
    const bookings = bookingsByTable([aReservation({ id: 'g', tableId: 3, tableName: 'Mesa 3', tableNumber: 3, tables })]);
    expect([3, 4].map((id) => bookings.get(id)?.map((r) => r.id))).toEqual([['g'], ['g']]);
  });

  it('places each table of the section in its cell of the 5 by 9 grid', () => {
    const rows = gridOf([table(1, 0, 0), table(2, 4, 8), table(3, 1, 0, 'VIP')], 'Salón');
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.length === 5)).toBe(true);
    expect(rows[0]?.[0]?.id).toBe(1);
    expect(rows[8]?.[4]?.id).toBe(2);
    expect(rows[0]?.[1]).toBeNull();
  });

  it('reads back the cell a droppable id names', () => {
    expect(cellFromId(cellId('Terraza césped', { positionX: 3, positionY: 7 }))).toEqual({ section: 'Terraza césped', positionX: 3, positionY: 7 });
    expect(cellFromId('nada')).toBeNull();
  });
});

describe('joined tables on the plan', () => {
  // Salón: 1 and 2 side by side, 3 below 2, 4 two cells right of 3; the lawn's 5 beside 4's cell.
  const floor = [table(1, 0, 0), table(2, 1, 0), table(3, 1, 1), table(4, 3, 1), table(5, 4, 1, 'Terraza césped')];
  const joined = (name: string, tableIds: number[], section = 'Salón') => ({ name, section, tableIds });

  it('names the combinations each table is part of, and only the zone shown', () => {
    const joins = zoneJoins(floor, [joined('Mesa 1 + 2', [1, 2]), joined('Mesa 2 + 3 + 4', [2, 3, 4]), joined('Césped', [5, 6], 'Terraza césped')], 'Salón');
    expect(Object.fromEntries(joins.names)).toEqual({ 1: ['Mesa 1 + 2'], 2: ['Mesa 1 + 2', 'Mesa 2 + 3 + 4'], 3: ['Mesa 2 + 3 + 4'], 4: ['Mesa 2 + 3 + 4'] });
  });

  it('links members in the next cell on the right or below, not those further apart nor in another combination', () => {
    const joins = zoneJoins(floor, [joined('Mesa 1 + 2', [1, 2]), joined('Mesa 3 + 4', [3, 4]), joined('Mesa 2 + 3', [3, 2])], 'Salón');
    expect([...joins.right]).toEqual([1]);
    expect([...joins.below]).toEqual([2]);
    expect(zoneJoins(floor, [joined('Mesa 1 + 3', [1, 3])], 'Salón')).toMatchObject({ right: new Set(), below: new Set() });
    expect(zoneJoins(floor, [joined('Mesa 4 + 5', [4, 5])], 'Salón')).toMatchObject({ right: new Set(), names: new Map([[4, ['Mesa 4 + 5']]]) });
  });
});

describe('dropping a table', () => {
  const tables = [table(1, 0, 0), table(2, 1, 0)];

  it('moves it to a free cell', () => {
    const target = { section: 'Salón', positionX: 2, positionY: 3 };
    expect(dropOutcome(tables, 1, target)).toEqual({ kind: 'move', patch: target });
    expect(withMove(tables, 1, target)[0]).toMatchObject(target);
  });

  it('refuses a cell another table of the section holds, and ignores its own cell', () => {
    expect(dropOutcome(tables, 1, { section: 'Salón', positionX: 1, positionY: 0 })).toEqual({ kind: 'taken' });
    expect(dropOutcome(tables, 1, { section: 'Salón', positionX: 0, positionY: 0 })).toEqual({ kind: 'stay' });
    expect(dropOutcome(tables, 1, { section: 'VIP', positionX: 1, positionY: 0 }).kind).toBe('move');
  });
});

describe('the list per section', () => {
  it('counts available and occupied tables, in number order', () => {
    const bookings = bookingsByTable([aReservation({ tableId: 2 })]);
    const summary = sectionSummary([table(2, 1, 0), table(1, 0, 0), table(3, 0, 0, 'VIP')], 'Salón', bookings);
    expect(summary.tables.map((t) => t.id)).toEqual([1, 2]);
    expect(summary).toMatchObject({ free: 1, busy: 1 });
  });
});

describe("'Ahora': a table as it is now", () => {
  const at = new Date('2026-11-23T20:50:00+01:00');
  const bookings = bookingsByTable([
    aReservation({ id: 'seated', tableId: 1, startTime: '20:00', endTime: '22:00', hasArrived: true, partySize: 4 }),
    aReservation({ id: 'after', tableId: 1, startTime: '22:30', endTime: '23:30' }),
    aReservation({ id: 'due', tableId: 2, startTime: '21:00', endTime: '23:00', partySize: 3 }),
    aReservation({ id: 'late', tableId: 3, startTime: '20:30', endTime: '22:00', partySize: 2 }),
    aReservation({ id: 'later', tableId: 4, startTime: '22:00', endTime: '23:30' }),
    aReservation({ id: 'gone', tableId: 5, startTime: '19:00', endTime: '21:00', hasArrived: true, hasLeft: true }),
  ]);

  it('is seated with its party and the next booking, due within the half hour (or late), or free until its next booking', () => {
    expect(tableNow(bookings.get(1), at)).toEqual({ state: 'seated', partySize: 4, nextAt: '22:30' });
    expect(tableNow(bookings.get(2), at)).toEqual({ state: 'soon', partySize: 3, nextAt: '21:00' });
    expect(tableNow(bookings.get(3), at)).toEqual({ state: 'soon', partySize: 2, nextAt: '20:30' });
    expect(tableNow(bookings.get(4), at)).toEqual({ state: 'free', partySize: null, nextAt: '22:00' });
    expect(tableNow(bookings.get(5), at)).toEqual({ state: 'free', partySize: null, nextAt: null });
  });

  it('counts a zone by what its tables are now', () => {
    expect(
      nowSummary(
        [1, 2, 3, 4, 5, 6].map((id) => table(id, id - 1, 0)),
        'Salón',
        bookings,
        at,
      ),
    ).toEqual({ free: 3, seated: 1, soon: 2 });
  });
});

describe('tables held for the waiting list', () => {
  const offer = (tables: number[], expiresAt: string) => ({
    startTime: '21:30',
    endTime: '23:30',
    section: 'Salón' as const,
    tables: tables.map((id) => ({ id, name: `Mesa ${id}`, tableNumber: id })),
    combinationId: null,
    expiresAt,
    link: null,
  });

  it('holds each table of an offer still out for its entry, until its hour; answered offers hold nothing', () => {
    const now = new Date('2026-11-23T21:00:00+01:00');
    const holds = holdsByTable(
      [
        { customerName: 'Ana', state: 'offered', offer: offer([3, 4], '2026-11-23T20:40:00.000Z') },
        { customerName: 'Luis', state: 'offered', offer: offer([7], '2026-11-24T11:00:00.000Z') },
        { customerName: 'Eva', state: 'booked', offer: null },
        { customerName: 'Pau', state: 'waiting', offer: null },
      ],
      now,
    );
    expect([...holds.entries()]).toEqual([
      [3, { customerName: 'Ana', until: '21:40', untilHeard: '21:40' }],
      [4, { customerName: 'Ana', until: '21:40', untilHeard: '21:40' }],
      [7, { customerName: 'Luis', until: 'mar 24, 12:00', untilHeard: 'el martes 24 a las 12:00' }],
    ]);
  });
});
