import { describe, expect, it } from 'vitest';
import { formatDayInSentence, formatLongDate } from './long-date';

describe('dates as people read them', () => {
  it.each([
    ['2026-11-28', 'sábado 28 de noviembre'],
    ['2027-01-01', 'viernes 1 de enero'],
    ['2026-03-29', 'domingo 29 de marzo'],
  ])('%s in a sentence: %s', (date, expected) => {
    expect(formatDayInSentence(date)).toBe(expected);
  });

  it('the long form carries the year', () => {
    expect(formatLongDate('2026-11-28')).toBe('sábado, 28 de noviembre de 2026');
  });
});
