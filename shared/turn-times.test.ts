import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_TIMES, type TurnTimes } from './schemas/turn-times';
import { DEFAULT_CALENDAR } from './calendar';
import { endAfterMinutes, latestOnlineEnd, proposedEnd, turnMinutes } from './turn-times';

describe('turnMinutes', () => {
  const times: TurnTimes = { ...DEFAULT_TURN_TIMES, comida: [{ upTo: 20, minutes: 90 }] };
  it.each([
    ['Cena', 1, 120],
    ['Cena', 4, 120],
    ['Cena', 5, 150],
    ['Cena', 6, 150],
    ['Cena', 7, 180],
    ['Cena', 20, 180],
    ['Comida', 8, 90],
  ] as const)('%s for %i people: %i minutes', (service, party, minutes) => {
    expect(turnMinutes(times, service, party)).toBe(minutes);
  });
});

describe('endAfterMinutes', () => {
  const ends = ['21:30', '22:00', '22:30', '23:00', '23:30', '00:00'];
  it('is the end that far from the start', () => {
    expect(endAfterMinutes('21:00', 120, ends)).toBe('23:00');
    expect(endAfterMinutes('21:00', 150, ends)).toBe('23:30');
  });
  it('stops at the close when the duration would run past it, past midnight included', () => {
    expect(endAfterMinutes('21:00', 360, ends)).toBe('00:00');
  });
  it('is none when every end offered comes later, as a lunch that only ends at 17:00', () => {
    expect(endAfterMinutes('14:00', 120, ['17:00'])).toBe('');
    expect(endAfterMinutes('21:00', 120, [])).toBe('');
  });
});

describe('latestOnlineEnd', () => {
  const FRIDAY = '2026-11-27';
  it('is the latest end a diner may book when the end is past the longest online booking', () => {
    expect(latestOnlineEnd(FRIDAY, '20:00', '23:00', DEFAULT_CALENDAR, 120)).toBe('22:00');
    expect(latestOnlineEnd('2026-11-28', '14:00', '17:00', DEFAULT_CALENDAR, 120)).toBe('16:00');
  });
  it('is none without a limit, within it, or for an end the day does not offer', () => {
    expect(latestOnlineEnd(FRIDAY, '20:00', '23:00', DEFAULT_CALENDAR, null)).toBeNull();
    expect(latestOnlineEnd(FRIDAY, '20:00', '22:00', DEFAULT_CALENDAR, 120)).toBeNull();
    expect(latestOnlineEnd(FRIDAY, '20:00', '03:00', DEFAULT_CALENDAR, 120)).toBeNull();
  });
});

describe("the end staff's dialogs propose", () => {
  it('follows Duración de la mesa by party and service: dinner 2 h, 2 h 30, 3 h; a lunch stops at 17:00', () => {
    expect(proposedEnd('21:00', 2, DEFAULT_TURN_TIMES)).toBe('23:00');
    expect(proposedEnd('21:00', 5, DEFAULT_TURN_TIMES)).toBe('23:30');
    expect(proposedEnd('21:00', 12, DEFAULT_TURN_TIMES)).toBe('00:00');
    expect(proposedEnd('15:30', 8, DEFAULT_TURN_TIMES)).toBe('17:00');
    expect(proposedEnd('21:00', 12, { ...DEFAULT_TURN_TIMES, cena: [{ upTo: 20, minutes: 90 }] })).toBe('22:30');
  });

  it('is two hours for a party not yet counted, or before the durations have answered, and runs short near closing', () => {
    expect(proposedEnd('21:00', null, DEFAULT_TURN_TIMES)).toBe('23:00');
    expect(proposedEnd('21:00', 8, null)).toBe('23:00');
    expect(proposedEnd('01:30', 8, DEFAULT_TURN_TIMES)).toBe('02:30');
  });
});
