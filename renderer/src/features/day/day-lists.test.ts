import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../../shared/types';
import { dayLists, isLate } from './day-lists';

let sequence = 0;
function booking(overrides: Partial<Reservation> = {}): Reservation {
  sequence++;
  return {
    id: `r${sequence}`,
    customerName: `Cliente ${sequence}`,
    customerEmail: 'c@example.com',
    customerPhone: '600000000',
    date: '2026-11-23',
    endDate: null,
    startTime: '20:00',
    endTime: '22:00',
    time: '20:00',
    times: null,
    tableId: 1,
    tableNumber: 1,
    tableName: 'Mesa 1',
    tableSection: 'Salón',
    preferredSection: 'Salón',
    partySize: 2,
    specialRequests: null,
    status: 'confirmed',
    hasArrived: false,
    hasLeft: false,
    confirmationNumber: `RES-${sequence}`,
    isAdminAction: false,
    createdAt: '',
    ...overrides,
  };
}

describe('dayLists', () => {
  const expected = booking({ customerName: 'Espera' });
  const seated = booking({ customerName: 'Sentada', hasArrived: true });
  const gone = booking({ customerName: 'Ida', hasArrived: true, hasLeft: true });
  const terrace = booking({ customerName: 'Terraza', tableSection: 'Terraza cubierta', preferredSection: 'Terraza cubierta' });
  const unseated = booking({ customerName: 'Sin mesa', tableSection: null, preferredSection: 'VIP' });
  const noShow = booking({ customerName: 'Nadie', status: 'no-show' });
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
    ['14 minutes past the start', booking(), at('20:14'), false],
    ['15 minutes past the start', booking(), at('20:15'), true],
    ['before the start', booking(), at('19:59'), false],
    ['once arrived', booking({ hasArrived: true }), at('21:00'), false],
    ['marked as a no-show', booking({ status: 'no-show' }), at('21:00'), false],
    ['a booking past midnight, at 00:20 for 00:00', booking({ startTime: '00:00', endTime: '01:00' }), new Date('2026-11-24T00:20:00+01:00'), true],
  ])('%s: %s', (_label, reservation, now, late) => {
    expect(isLate(reservation, now)).toBe(late);
  });
});
