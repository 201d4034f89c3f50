import { describe, expect, it } from 'vitest';
import type { Calendar } from '../shared/calendar';
import { DEFAULT_WEEK } from '../shared/calendar';
import { isServiceHours, keepAwakeInService } from './service-hours';

describe('isServiceHours', () => {
  it.each([
    ['Monday 23 November, 10:00: closed in the morning', '2026-11-23T10:00:00+01:00', false],
    ['Monday, 17:00: staff arrive an hour before the evening opens at 18:00', '2026-11-23T17:00:00+01:00', true],
    ['Monday, 16:59: not yet', '2026-11-23T16:59:00+01:00', false],
    ['Monday night, 00:45: within the hour after the last table (00:00)', '2026-11-24T00:45:00+01:00', true],
    ['Monday night, 01:01: closed', '2026-11-24T01:01:00+01:00', false],
    ['Saturday 28, 13:30: lunch at weekends', '2026-11-28T13:30:00+01:00', true],
    ['Saturday night, 02:30: Friday and Saturday run until 02:00', '2026-11-29T02:30:00+01:00', true],
    ['Sunday 29, 04:00: the nightly backup and updates run with the venue closed', '2026-11-29T04:00:00+01:00', false],
  ])('%s', (_case, instant, expected) => {
    expect(isServiceHours(new Date(instant))).toBe(expected);
  });

  it("follows the owner's calendar: a closed Monday sleeps, a Tuesday opened for lunch wakes at 12:00", () => {
    const calendar: Calendar = {
      week: DEFAULT_WEEK,
      days: {
        '2026-11-23': { services: [], note: 'Cerrado por obras', paused: [] },
        '2026-11-24': { services: [{ name: 'Comida', firstStart: '13:00', lastStart: '15:00', lastEnd: '16:30', maxCovers: null }], note: null, paused: [] },
      },
    };
    expect(isServiceHours(new Date('2026-11-23T21:00:00+01:00'), calendar)).toBe(false);
    expect(isServiceHours(new Date('2026-11-24T12:00:00+01:00'), calendar)).toBe(true);
    expect(isServiceHours(new Date('2026-11-24T17:31:00+01:00'), calendar)).toBe(false);
    expect(isServiceHours(new Date('2026-11-24T21:00:00+01:00'), calendar)).toBe(false);
  });
});

describe('keepAwakeInService, with a stand-in for Electron’s powerSaveBlocker', () => {
  it('blocks display sleep once when service starts, keeps that one block through the evening, and releases it at closing', () => {
    const calls: string[] = [];
    const check = keepAwakeInService({
      start: () => {
        calls.push('start');
        return 7;
      },
      stop: (id) => calls.push(`stop ${id}`),
    });
    check(new Date('2026-11-23T10:00:00+01:00'));
    expect(calls).toEqual([]);
    check(new Date('2026-11-23T17:00:00+01:00'));
    check(new Date('2026-11-23T21:00:00+01:00'));
    expect(calls).toEqual(['start']);
    check(new Date('2026-11-24T01:30:00+01:00'));
    check(new Date('2026-11-24T02:00:00+01:00'));
    expect(calls).toEqual(['start', 'stop 7']);
  });
});
