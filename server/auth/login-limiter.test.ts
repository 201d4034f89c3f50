import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-limiter';

describe('loginDelayMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 250],
    [4, 500],
    [9, 1750],
    [10, 2000],
    [50, 2000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(loginDelayMs(failures)).toBe(delay);
  });
});
