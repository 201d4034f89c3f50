import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import { barsByRow, barsOf, columnUnderPointer, coversBySlot, moveRequest, movesToLargerTable, nowColumn, placeAfterKey, seatedNow, startsAfterBreak, timelineSlots } from './timeline-model';

const lunch = { firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00', maxCovers: null };
const dinner = { firstStart: '20:00', lastStart: '23:30', lastEnd: '01:00', maxCovers: 20 };
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('the columns', () => {
  it("span each service's half hours, past midnight included, with the hours between lunch and dinner left out", () => {
    const slots = timelineSlots([lunch, dinner], []);
    expect(slots.slice(0, 6)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    expect(slots[6]).toBe('20:00');
    expect(slots.at(-1)).toBe('00:30');
    expect(slots).toHaveLength(6 + 10);
    expect(startsAfterBreak(slots, 6)).toBe(true);
    expect(startsAfterBreak(slots, 7)).toBe(false);
  });

  it('add the half hours of a booking made outside the services, and are empty on a closed date without bookings', () => {
    expect(timelineSlots([dinner], [aReservation({ startTime: '18:00', endTime: '19:00' })]).slice(0, 3)).toEqual(['18:00', '18:30', '20:00']);
    expect(timelineSlots([], [])).toEqual([]);
  });
});

describe('the bars', () => {
  const slots = timelineSlots([dinner], []);
  it('start at their column, cover their half hours and take their state: to come, late, seated, left', () => {
    const now = at('2026-11-23', '21:20');
    const bars = barsOf(
      [
        aReservation({ startTime: '21:30', endTime: '23:30' }),
        aReservation({ startTime: '21:00', endTime: '22:00' }),
        aReservation({ startTime: '20:00', endTime: '21:30', hasArrived: true }),
        aReservation({ startTime: '20:00', endTime: '21:00', hasArrived: true, hasLeft: true }),
        aReservation({ startTime: '20:00', endTime: '21:00', status: 'no-show' }),
      ],
      slots,
      now,
    );
    expect(bars.map(({ column, span, state }) => ({ column, span, state }))).toEqual([
      { column: 3, span: 4, state: 'coming' },
      { column: 2, span: 2, state: 'late' },
      { column: 0, span: 3, state: 'seated' },
      { column: 0, span: 2, state: 'left' },
    ]);
  });
});

describe('a party at joined tables', () => {
  const slots = timelineSlots([dinner], []);
  const tables = [1, 2, 3, 4, 5].map((id) => ({ id }));
  const joined = (...ids: number[]) => aReservation({ tableId: ids[0], tables: ids.map((id) => ({ id, name: `Mesa ${id}`, tableNumber: id })) });

  it('is one bar down the member rows drawn one under the other', () => {
    const byRow = barsByRow([joined(2, 3)], tables, slots, at('2026-11-23', '18:00'));
    expect([...byRow].map(([row, bars]) => [row, bars.map((bar) => bar.rows)])).toEqual([[1, [2]]]);
  });

  it('is one bar on each run of member rows that are apart, and none for a table not drawn', () => {
    const byRow = barsByRow([joined(1, 2, 4, 9)], tables, slots, at('2026-11-23', '18:00'));
    expect([...byRow].map(([row, bars]) => [row, bars.map((bar) => bar.rows)])).toEqual([
      [0, [2]],
      [3, [1]],
    ]);
  });
});

describe('the covers row', () => {
  it('adds the covers starting in each half hour against the pacing of its service; no-shows and cancelled ones do not count', () => {
    const slots = timelineSlots([lunch, dinner], []);
    const covers = coversBySlot(
      [
        aReservation({ startTime: '21:00', partySize: 4 }),
        aReservation({ startTime: '21:00', partySize: 2 }),
        aReservation({ startTime: '21:00', partySize: 6, status: 'cancelled' }),
        aReservation({ startTime: '14:00', partySize: 3 }),
      ],
      slots,
      [lunch, dinner],
    );
    expect(covers.find((slot) => slot.slot === '21:00')).toEqual({ slot: '21:00', covers: 6, maxCovers: 20 });
    expect(covers.find((slot) => slot.slot === '14:00')).toEqual({ slot: '14:00', covers: 3, maxCovers: null });
    // After the last start there is no pacing: nobody starts then.
    expect(covers.find((slot) => slot.slot === '00:00')?.maxCovers).toBeNull();
  });

  it('counts the parties seated now', () => {
    expect(seatedNow([aReservation({ hasArrived: true, partySize: 4 }), aReservation({ hasArrived: true, partySize: 2, hasLeft: true }), aReservation({ partySize: 5 })])).toEqual({
      tables: 1,
      covers: 4,
    });
  });
});

describe('the now line', () => {
  const slots = timelineSlots([dinner], []);
  it('falls within its half hour on the evening shown, past midnight too, and nowhere on another day', () => {
    expect(nowColumn('2026-11-23', slots, at('2026-11-23', '21:15'))).toBe(2.5);
    expect(nowColumn('2026-11-23', slots, at('2026-11-24', '00:30'))).toBe(9);
    expect(nowColumn('2026-11-23', slots, at('2026-11-23', '18:00'))).toBeNull();
    expect(nowColumn('2026-11-24', slots, at('2026-11-23', '21:15'))).toBeNull();
  });
});

describe('moving a bar', () => {
  it('goes one half hour or one table per arrow, never off the timeline', () => {
    expect(placeAfterKey({ row: 2, column: 3 }, 'ArrowRight', 5, 10, 4)).toEqual({ row: 2, column: 4 });
    expect(placeAfterKey({ row: 2, column: 6 }, 'ArrowRight', 5, 10, 4)).toEqual({ row: 2, column: 6 });
    expect(placeAfterKey({ row: 0, column: 0 }, 'ArrowUp', 5, 10, 4)).toEqual({ row: 0, column: 0 });
    expect(placeAfterKey({ row: 0, column: 0 }, 'ArrowDown', 5, 10, 4)).toEqual({ row: 1, column: 0 });
    expect(placeAfterKey({ row: 0, column: 0 }, 'Enter', 5, 10, 4)).toBeNull();
  });

  it('follows the pointer in whole cells, by the cell the bar was grabbed at', () => {
    // Grabbed at its second cell, dropped with the pointer over the sixth: the bar starts at the fifth.
    expect(columnUnderPointer(5 * 48 + 10, 48, 1, 10, 2)).toBe(4);
    expect(columnUnderPointer(-30, 48, 1, 10, 2)).toBe(0);
    expect(columnUnderPointer(2000, 48, 0, 10, 2)).toBe(8);
  });

  it('asks for the new table and start with the same length, and for nothing when it did not move', () => {
    const tables = [{ id: 3, name: 'Mesa 3', tableNumber: 3 }];
    const booking = aReservation({ id: 'b', tableId: 3, tableNumber: 3, tableName: 'Mesa 3', tables, startTime: '23:00', endTime: '01:00' });
    expect(moveRequest(booking, { id: 5, section: 'Terraza cubierta', name: 'Terraza 5', tableNumber: 5 }, '23:30')).toEqual({
      id: 'b',
      body: { tableId: 5, preferredSection: 'Terraza cubierta', startTime: '23:30', time: '23:30', endTime: '01:30' },
      shown: {
        tableId: 5,
        tableNumber: 5,
        tableName: 'Terraza 5',
        tableSection: 'Terraza cubierta',
        tables: [{ id: 5, name: 'Terraza 5', tableNumber: 5 }],
        combinationId: null,
        startTime: '23:30',
        time: '23:30',
        endTime: '01:30',
      },
      // 'Deshacer' puts it back on its table at its times.
      back: {
        id: 'b',
        body: { tableId: 3, preferredSection: 'Salón', startTime: '23:00', time: '23:00', endTime: '01:00' },
        shown: { tableId: 3, tableNumber: 3, tableName: 'Mesa 3', tableSection: 'Salón', tables, combinationId: null, startTime: '23:00', time: '23:00', endTime: '01:00' },
      },
    });
    expect(moveRequest(booking, { id: 3, section: 'Salón', name: 'Mesa 3', tableNumber: 3 }, '23:00')).toBeNull();
  });

  it('moves a party at joined tables in time only when its bar is dropped on any of its own tables', () => {
    const tables = [3, 5].map((id) => ({ id, name: `Mesa ${id}`, tableNumber: id }));
    const joined = aReservation({ id: 'j', tableId: 3, tables, combinationId: 7, startTime: '21:00', endTime: '23:00' });
    expect(moveRequest(joined, { id: 5, section: 'Salón', name: 'Mesa 5', tableNumber: 5 }, '21:30')).toEqual({
      id: 'j',
      body: { tableId: 3, preferredSection: 'Salón', startTime: '21:30', time: '21:30', endTime: '23:30' },
      shown: { startTime: '21:30', time: '21:30', endTime: '23:30' },
      back: { id: 'j', body: { tableId: 3, preferredSection: 'Salón', startTime: '21:00', time: '21:00', endTime: '23:00' }, shown: { startTime: '21:00', time: '21:00', endTime: '23:00' } },
    });
    expect(moveRequest(joined, { id: 5, section: 'Salón', name: 'Mesa 5', tableNumber: 5 }, '21:00')).toBeNull();
    // Moved off its joined tables to another one, it cannot be put back by one table: no 'Deshacer'.
    expect(moveRequest(joined, { id: 8, section: 'Salón', name: 'Mesa 8', tableNumber: 8 }, '21:00')?.back).toBeUndefined();
  });
});

describe('a move onto a larger table', () => {
  const table = (id: number, minCapacity: number, maxCapacity: number) => ({
    id,
    tableNumber: id,
    name: `Mesa ${id}`,
    section: 'Salón',
    minCapacity,
    maxCapacity,
    positionX: 0,
    positionY: 0,
    isAvailable: true,
  });
  const tables = [table(1, 2, 4), table(12, 6, 8)];
  const party = aReservation({ id: 'p', tableId: 1, partySize: 3 });
  const to = (tableId: number) => ({ id: 'p', body: { tableId, preferredSection: 'Salón', startTime: '21:00', time: '21:00', endTime: '23:00' }, shown: {} });

  it('asks when the party is smaller than the new table seats at least, not for a table of its size or a change of time', () => {
    expect(movesToLargerTable(to(12), party, tables)?.name).toBe('Mesa 12');
    expect(movesToLargerTable(to(1), { ...party, tableId: 12 }, tables)).toBeNull();
    expect(movesToLargerTable(to(12), { ...party, tableId: 12 }, tables)).toBeNull();
    expect(movesToLargerTable(to(12), { ...party, partySize: 6 }, tables)).toBeNull();
  });
});
