import { describe, expect, it } from 'vitest';
import { isCancelled } from './reservation-status';

describe('isCancelled', () => {
  it.each([
    ['cancelled', true],
    ['confirmed', false],
    ['pending', false],
    ['something new', false],
  ])('%s → %s', (status, expected) => {
    expect(isCancelled({ status })).toBe(expected);
  });
});
