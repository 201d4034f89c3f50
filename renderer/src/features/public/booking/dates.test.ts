import { describe, expect, it } from 'vitest';
import { formatLongDate, fromIsoDate, toIsoDate, weekdayLetter } from './dates';

describe('formatLongDate', () => {
  it.each([
    ['2026-11-23', 'lunes, 23 de noviembre de 2026'],
    ['2026-11-28', 'sábado, 28 de noviembre de 2026'],
    ['2026-12-01', 'martes, 1 de diciembre de 2026'],
  ])('%s → %s', (iso, long) => {
    expect(formatLongDate(iso)).toBe(long);
  });
});

describe('toIsoDate and fromIsoDate', () => {
  it('round-trip through the local midnight the calendar uses', () => {
    const day = fromIsoDate('2026-03-29');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(toIsoDate(day)).toBe('2026-03-29');
  });
});

describe('weekdayLetter', () => {
  it('reads L M X J V S D over a week starting on Monday', () => {
    const week = Array.from({ length: 7 }, (_, i) => weekdayLetter(new Date(2026, 10, 23 + i)));
    expect(week.join(' ')).toBe('L M X J V S D');
  });
});
