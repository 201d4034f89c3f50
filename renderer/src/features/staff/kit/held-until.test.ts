import { describe, expect, it } from 'vitest';
import { heldUntilShort } from './held-until';

const NOON = new Date('2026-11-23T12:00:00+01:00');

describe('heldUntilShort', () => {
  it('gives the Madrid time alone on the same day', () => {
    expect(heldUntilShort('2026-11-23T20:40:00.000Z', NOON)).toBe('21:40');
  });

  it('names the weekday and its number on another day, shorter on a card', () => {
    expect(heldUntilShort('2026-11-24T11:00:00.000Z', NOON)).toBe('el martes 24 a las 12:00');
    expect(heldUntilShort('2026-11-24T11:00:00.000Z', NOON, 'card')).toBe('mar 24, 12:00');
    expect(heldUntilShort('2026-11-23T20:40:00.000Z', NOON, 'card')).toBe('21:40');
  });

  it('reads the day in Madrid, not in UTC: 00:10 in Madrid is still the 23rd in UTC', () => {
    expect(heldUntilShort('2026-11-23T23:10:00.000Z', new Date('2026-11-23T23:50:00+01:00'))).toBe('el martes 24 a las 00:10');
  });
});
