import { describe, expect, it } from 'vitest';
import { holdMinutes } from './waitlist';

describe('how long a table is held for a diner on the waiting list', () => {
  it('is 24 hours a week or more ahead, 4 hours from the day before, 15 minutes on the day', () => {
    expect(holdMinutes('2026-11-30', '2026-11-23')).toBe(24 * 60);
    expect(holdMinutes('2026-12-20', '2026-11-23')).toBe(24 * 60);
    expect(holdMinutes('2026-11-29', '2026-11-23')).toBe(4 * 60);
    expect(holdMinutes('2026-11-24', '2026-11-23')).toBe(4 * 60);
    expect(holdMinutes('2026-11-23', '2026-11-23')).toBe(15);
  });
});
