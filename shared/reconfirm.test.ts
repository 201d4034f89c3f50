import { describe, expect, it } from 'vitest';
import { deadlineInWords, deadlineShort, reconfirmState } from './reconfirm';

const ASKED = { status: 'confirmed', hasArrived: false, reconfirmBy: '2026-11-26T20:00:00.000Z', dinerConfirmedAt: null };

describe('a booking asked to reconfirm', () => {
  it.each([
    ['waits before its deadline', ASKED, '2026-11-26T20:59:00+01:00', 'waiting'],
    ['is unconfirmed from its deadline on', ASKED, '2026-11-26T21:00:00+01:00', 'unconfirmed'],
    ['is nothing once the diner confirmed', { ...ASKED, dinerConfirmedAt: '2026-11-25T21:10:00.000Z' }, '2026-11-27T12:00:00+01:00', null],
    ['is nothing once the party came', { ...ASKED, hasArrived: true }, '2026-11-27T21:00:00+01:00', null],
    ['is nothing once cancelled', { ...ASKED, status: 'cancelled' }, '2026-11-27T12:00:00+01:00', null],
    ['is nothing when never asked', { ...ASKED, reconfirmBy: null }, '2026-11-27T12:00:00+01:00', null],
  ])('%s', (_, booking, now, expected) => {
    expect(reconfirmState(booking, new Date(now))).toBe(expected);
  });

  it('says its deadline in Madrid, in words and short', () => {
    expect(deadlineInWords('2026-11-26T20:00:00.000Z')).toBe('jueves 26 de noviembre a las 21:00');
    expect(deadlineShort('2026-11-26T20:00:00.000Z')).toBe('jue 21:00');
    expect(deadlineShort('2026-11-25T20:00:00.000Z')).toBe('mié 21:00');
  });
});
