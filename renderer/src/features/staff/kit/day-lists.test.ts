import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import type { Reservation } from '../../../../../shared/types';
import { bySlot, dayLists, expectedCount, firstRows, matchesSearch, nextOnTable, nextStarts, slotTotals } from './day-lists';

describe('dayLists', () => {
  const expected = aReservation({ customerName: 'Espera' });
  const seated = aReservation({ customerName: 'Sentada', hasArrived: true });
  const gone = aReservation({ customerName: 'Ida', hasArrived: true, hasLeft: true });
  const terrace = aReservation({ customerName: 'Terraza', tableSection: 'Terraza cubierta', preferredSection: 'Terraza cubierta' });
  const unseated = aReservation({ customerName: 'Sin mesa', tableSection: null, preferredSection: 'VIP' });
  const noShow = aReservation({ customerName: 'Nadie', status: 'no-show' });
  const all = [expected, seated, gone, terrace, unseated, noShow];
  const names = (list: Reservation[]) => list.map((r) => r.customerName);

  it('puts parties to come and no-shows in pending, seated ones in arrived, and those who left in left', () => {
    const lists = dayLists(all, 'all');
    expect(names(lists.pending)).toEqual(['Espera', 'Terraza', 'Sin mesa', 'Nadie']);
    expect(names(lists.arrived)).toEqual(['Sentada']);
    expect(names(lists.left)).toEqual(['Ida']);
  });

  it('counts the parties expected, not a no-show kept to be undone', () => {
    expect(expectedCount(dayLists(all, 'all').pending)).toBe(3);
  });

  it.each([
    ['Salón', ['Espera', 'Nadie'], ['Sentada']],
    ['Terraza cubierta', ['Terraza'], []],
    ['VIP', ['Sin mesa'], []],
  ])('filtered to %s, by the table’s section or else the one asked for', (section, pending, arrived) => {
    const lists = dayLists(all, section);
    expect(names(lists.pending)).toEqual(pending);
    expect(names(lists.arrived)).toEqual(arrived);
  });
});

describe("nextOnTable: until when 'Ido' frees the table", () => {
  const at = (startTime: string, overrides: Partial<Reservation> = {}) => aReservation({ id: startTime, startTime, tableId: 1, ...overrides });
  const leaving = at('20:00', { hasArrived: true });

  it('is the next booking on that table that still stands', () => {
    const day = [leaving, at('23:00'), at('22:00'), at('21:00', { status: 'cancelled' }), at('21:30', { tableId: 2 }), at('19:00')];
    expect(nextOnTable(leaving, day)?.startTime).toBe('22:00');
  });

  it('is none for the night’s last party, or a party without a table', () => {
    expect(nextOnTable(leaving, [leaving, at('19:00')])).toBeUndefined();
    expect(nextOnTable(at('20:00', { tableId: null }), [at('22:00')])).toBeUndefined();
  });
});

describe('nextStarts: every row’s next booking on its table, read once', () => {
  it('says for each booking when its table is booked next, or null', () => {
    const day = [aReservation({ id: 'a', startTime: '20:00', tableId: 1 }), aReservation({ id: 'b', startTime: '22:00', tableId: 1 }), aReservation({ id: 'c', startTime: '20:00', tableId: 2 })];
    expect([...nextStarts(day)]).toEqual([
      ['a', '22:00'],
      ['b', null],
      ['c', null],
    ]);
  });
});

describe('slotTotals: what a slot heading counts', () => {
  it('counts the parties and people expected, not a no-show', () => {
    expect(slotTotals([aReservation({ partySize: 4 }), aReservation({ partySize: 2 }), aReservation({ partySize: 6, status: 'no-show' })])).toEqual({ tables: 2, covers: 6 });
  });
});

describe('firstRows: the rows of the first paint, over the lists in their order', () => {
  it.each([
    [[150, 3, 1], 40, [40, 0, 0]],
    [[10, 25, 20], 40, [10, 25, 5]],
    [[2, 0, 1], 40, [2, 0, 1]],
  ])('lists of %j with %i rows to draw: %j', (lengths, budget, drawn) => {
    expect(firstRows(lengths, budget)).toEqual(drawn);
  });

  it('fills more than a 1280×800 screen by default', () => {
    expect(firstRows([150])[0]).toBeGreaterThanOrEqual(30);
  });
});

describe('matchesSearch: the host finds a party as they type', () => {
  const party = aReservation({ customerName: 'Íñigo Martínez', customerPhone: '612 345 678', confirmationNumber: 'RES-4F7K2' });
  it.each([
    ['part of the name, without accents or capitals', 'inigo mar', true],
    ['part of the phone, typed with spaces', '345 67', true],
    ['the booking number in lower case', 'res-4f7', true],
    ['nothing yet', '  ', true],
    ['another name', 'lucia', false],
    ['two digits only (too many parties share them)', '61', false],
  ])('%s', (_case, query, expected) => {
    expect(matchesSearch(party, query)).toBe(expected);
  });
});

describe('bySlot: the parties to come by half hour, those of the coming hour first', () => {
  const party = (customerName: string, startTime: string, partySize: number, overrides: Partial<Reservation> = {}) => aReservation({ customerName, startTime, partySize, ...overrides });
  const evening = [
    party('Tarde', '19:30', 2),
    party('Ya', '20:30', 4),
    party('Luego A', '22:00', 2),
    party('Luego B', '22:00', 6),
    party('Ausente', '22:00', 3, { status: 'no-show' }),
    party('Pronto', '21:00', 3),
  ];
  const summary = (groups: ReturnType<typeof bySlot>) => groups.map((g) => [g.label, g.reservations.map((r) => r.customerName), g.tables, g.covers]);

  it("puts the late and the next hour's parties under 'Ahora', then each half hour with its tables and people (a no-show not counted)", () => {
    expect(summary(bySlot(evening, new Date('2026-11-23T20:00:00+01:00'), 'Ahora'))).toEqual([
      ['Ahora', ['Tarde', 'Ya', 'Pronto'], 3, 9],
      ['22:00', ['Luego A', 'Luego B', 'Ausente'], 2, 8],
    ]);
  });

  it("has no 'Ahora' on another day", () => {
    expect(bySlot(evening, new Date('2026-11-22T20:00:00+01:00'), 'Ahora').map((g) => g.label)).toEqual(['19:30', '20:30', '21:00', '22:00']);
  });
});
