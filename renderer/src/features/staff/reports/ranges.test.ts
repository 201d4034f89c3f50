import { describe, expect, it } from 'vitest';
import { presetRange } from './ranges';

describe('the ranges of one tap', () => {
  // Wednesday 25 November 2026.
  const today = '2026-11-25';
  it('weeks from Monday to Sunday', () => {
    expect(presetRange('thisWeek', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('lastWeek', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
  it('whole months, February and the turn of the year included', () => {
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('thisMonth', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
