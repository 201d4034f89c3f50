import { describe, expect, it } from 'vitest';
import { nextNightlyRun } from './schedule';

describe('nextNightlyRun', () => {
  it.each([
    ['in the evening: the coming night', '2026-11-23T21:00:00Z', '2026-11-24T03:00:00Z'],
    ['after midnight, before 04:00: that same night', '2026-11-24T01:30:00Z', '2026-11-24T03:00:00Z'],
    ['at 04:00 exactly: the next night', '2026-11-24T03:00:00Z', '2026-11-25T03:00:00Z'],
    ['in summer time, 04:00 is 02:00 UTC', '2026-07-10T12:00:00Z', '2026-07-11T02:00:00Z'],
    ['the night the clocks go back (25 October 2026)', '2026-10-24T20:00:00Z', '2026-10-25T03:00:00Z'],
    ['the night the clocks go forward (29 March 2026)', '2026-03-28T20:00:00Z', '2026-03-29T02:00:00Z'],
  ])('%s', (_case, now, expected) => {
    expect(nextNightlyRun(new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });
});
