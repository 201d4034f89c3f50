import { describe, expect, it } from 'vitest';
import { aReservation } from '../../../../../tests/helpers/reservation';
import type { Reservation } from '../../../../../shared/types';
import { dayLists, isLate } from './day-lists';


describe('dayLists', () => {
  const expected = aReservation({ customerName: 'Espera' });
  const seated = aReservation({ customerName: 'Sentada', hasArrived: true });
  const gone = aReservation({ customerName: 'Ida', hasArrived: true, hasLeft: true });
  const terrace = aReservation({ customerName: 'Terraza', tableSection: 'Terraza cubierta', preferredSection: 'Terraza cubierta' });
  const unseated = aReservation({ customerName: 'Sin mesa', tableSection: null, preferredSection: 'VIP' });
  const noShow = aReservation({ customerName: 'Nadie', status: 'no-show' });
  const all = [expected, seated, gone, terrace, unseated, noShow];
  const names = (list: Reservation[]) => list.map((r) => r.customerName);

  it('puts parties to come and no-shows in pending, seated ones in arrived, and drops those who left', () => {
    const lists = dayLists(all, 'all');
    expect(names(lists.pending)).toEqual(['Espera', 'Terraza', 'Sin mesa', 'Nadie']);
    expect(names(lists.arrived)).toEqual(['Sentada']);
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

describe('isLate', () => {
  const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
  it.each([
    ['14 minutes past the start', aReservation(), at('20:14'), false],
    ['15 minutes past the start', aReservation(), at('20:15'), true],
    ['before the start', aReservation(), at('19:59'), false],
    ['once arrived', aReservation({ hasArrived: true }), at('21:00'), false],
    ['marked as a no-show', aReservation({ status: 'no-show' }), at('21:00'), false],
    ['a booking past midnight, at 00:20 for 00:00', aReservation({ startTime: '00:00', endTime: '01:00' }), new Date('2026-11-24T00:20:00+01:00'), true],
  ])('%s: %s', (_label, reservation, now, late) => {
    expect(isLate(reservation, now)).toBe(late);
  });
});
