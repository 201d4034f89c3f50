import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone';

describe('phoneDigits', () => {
  it.each([
    ['612345678', '612345678'],
    ['612 34 56 78', '612345678'],
    ['6a1-2', '612'],
    ['6123456789', '612345678'],
    ['+34 612 345 678', '612345678'],
    ['0034612345678', '612345678'],
    ['34612345', '34612345'],
    ['', ''],
  ])('%j → %j', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });
});
