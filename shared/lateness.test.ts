import { describe, expect, it } from 'vitest';
import { isLate, isPastLateTime, lateTime } from './lateness';

const at = (instant: string) => new Date(instant);
const expected = { date: '2026-11-23', startTime: '20:00', hasArrived: false, status: 'confirmed' };

describe("isLate: 'Retraso' on the day's rows", () => {
  it.each([
    ['14 minutes past the start', expected, at('2026-11-23T20:14:00+01:00'), false],
    ['15 minutes past the start', expected, at('2026-11-23T20:15:00+01:00'), true],
    ['before the start', expected, at('2026-11-23T19:59:00+01:00'), false],
    ['once arrived', { ...expected, hasArrived: true }, at('2026-11-23T21:00:00+01:00'), false],
    ['marked as a no-show', { ...expected, status: 'no-show' }, at('2026-11-23T21:00:00+01:00'), false],
    ['cancelled', { ...expected, status: 'cancelled' }, at('2026-11-23T21:00:00+01:00'), false],
    ['a booking past midnight, at 00:20 for 00:00', { ...expected, startTime: '00:00' }, at('2026-11-24T00:20:00+01:00'), true],
    ['a booking past midnight, at 23:50 the evening before', { ...expected, startTime: '00:00' }, at('2026-11-23T23:50:00+01:00'), false],
  ])('%s: %s', (_label, reservation, now, late) => {
    expect(isLate(reservation, now)).toBe(late);
  });
});

describe("isPastLateTime: from when staff may mark 'No presentado'", () => {
  it.each([
    ['21:14 for a 21:00 start', '2026-11-23', '21:00', at('2026-11-23T21:14:00+01:00'), false],
    ['21:15 for a 21:00 start', '2026-11-23', '21:00', at('2026-11-23T21:15:00+01:00'), true],
    ['a past evening, whatever the hour now', '2026-11-20', '23:30', at('2026-11-23T12:00:00+01:00'), true],
    ['a later evening', '2026-11-24', '14:00', at('2026-11-23T23:00:00+01:00'), false],
    ['01:45 for a 01:30 start of the evening before', '2026-11-23', '01:30', at('2026-11-24T01:45:00+01:00'), true],
  ])('%s: %s', (_label, date, startTime, now, past) => {
    expect(isPastLateTime({ date, startTime }, now)).toBe(past);
  });
});

describe('lateTime: the time the refusal names', () => {
  it.each([
    ['21:00', '21:15'],
    ['14:30', '14:45'],
    ['00:00', '00:15'],
    ['01:30', '01:45'],
  ])('a start at %s is late from %s', (start, late) => {
    expect(lateTime(start)).toBe(late);
  });
});
