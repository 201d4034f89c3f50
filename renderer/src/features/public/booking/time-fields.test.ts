import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_TIMES } from '../../../../../shared/schemas/turn-times';
import { recommendedEnd } from '../../../../../shared/turn-times';
import { endAfterStartChange, endChoices, startChoices, timesMessage } from './time-fields';

// Monday 23 November 2026, 12:00 in Madrid.
const NOW = new Date('2026-11-23T12:00:00+01:00');

describe('startChoices', () => {
  it('offers nothing before a day is chosen', () => {
    expect(startChoices('', NOW)).toEqual([]);
  });

  it('offers a Tuesday evening from 18:00 to 23:30', () => {
    const times = startChoices('2026-11-24', NOW);
    expect(times[0]).toBe('18:00');
    expect(times.at(-1)).toBe('23:30');
    expect(times).not.toContain('14:00');
  });

  it('adds lunch on Saturday and runs past midnight to 01:30', () => {
    const times = startChoices('2026-11-28', NOW);
    expect(times.slice(0, 5)).toEqual(['14:00', '14:30', '15:00', '15:30', '18:00']);
    expect(times.at(-1)).toBe('01:30');
  });

  it('drops times already past today', () => {
    expect(startChoices('2026-11-23', new Date('2026-11-23T20:10:00+01:00'))[0]).toBe('20:30');
  });
});

describe('endChoices', () => {
  it('needs a start', () => {
    expect(endChoices('2026-11-24', '')).toEqual([]);
  });

  it('ends a lunch at 17:00 only', () => {
    expect(endChoices('2026-11-28', '14:00')).toEqual(['17:00']);
  });

  it('runs a Friday evening to 02:00', () => {
    expect(endChoices('2026-11-27', '23:30')).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00']);
  });
});

describe('endAfterStartChange', () => {
  it.each([
    ['a later end is kept', '20:00', '23:00', '23:00'],
    ['an end equal to the new start is cleared', '22:00', '22:00', ''],
    ['an earlier end is cleared', '22:30', '22:00', ''],
    ['an end past midnight stays later than a late start', '23:30', '00:00', '00:00'],
    ['an evening end cannot follow a lunch start', '14:00', '23:00', ''],
    ['no end stays no end', '20:00', '', ''],
  ])('%s', (_, start, end, kept) => {
    const date = start === '14:00' ? '2026-11-28' : '2026-11-24';
    expect(endAfterStartChange(date, start, end)).toBe(kept);
  });
});

describe('timesMessage', () => {
  it('asks for both when both are missing', () => {
    expect(timesMessage('Hora de inicio requerida', 'Hora de fin requerida')).toBe('Por favor selecciona hora de inicio y fin.');
  });

  it('names the one missing', () => {
    expect(timesMessage(undefined, 'Hora de fin requerida')).toBe('Hora de fin requerida');
    expect(timesMessage('Hora de inicio requerida', undefined)).toBe('Hora de inicio requerida');
  });

  it('says nothing when both are fine', () => {
    expect(timesMessage(undefined, undefined)).toBeUndefined();
  });
});

describe('recommendedEnd', () => {
  const TUESDAY = '2026-11-24';
  it('is the end Duración de la mesa gives the party: 2 h for two, 2 h 30 for six, 3 h for eight', () => {
    expect(recommendedEnd(TUESDAY, '20:00', 2, undefined, DEFAULT_TURN_TIMES)).toBe('22:00');
    expect(recommendedEnd(TUESDAY, '20:00', 6, undefined, DEFAULT_TURN_TIMES)).toBe('22:30');
    expect(recommendedEnd(TUESDAY, '20:00', 8, undefined, DEFAULT_TURN_TIMES)).toBe('23:00');
  });

  it('is the close when that comes sooner, and within the longest online booking', () => {
    expect(recommendedEnd(TUESDAY, '23:00', 2, undefined, DEFAULT_TURN_TIMES)).toBe('00:00');
    expect(recommendedEnd(TUESDAY, '20:00', 8, undefined, { ...DEFAULT_TURN_TIMES, maxOnlineMinutes: 150 })).toBe('22:30');
  });

  it('is none before the durations or a start are known, and for a lunch that only ends at its close', () => {
    expect(recommendedEnd(TUESDAY, '20:00', 2, undefined, null)).toBe('');
    expect(recommendedEnd(TUESDAY, '', 2, undefined, DEFAULT_TURN_TIMES)).toBe('');
    expect(recommendedEnd('2026-11-28', '14:00', 2, undefined, DEFAULT_TURN_TIMES)).toBe('');
  });
});
