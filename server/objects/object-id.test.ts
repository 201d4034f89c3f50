import { describe, expect, it } from 'vitest';
import { isObjectId, newObjectId } from './object-id';

describe('isObjectId', () => {
  it('accepts the ids it hands out', () => {
    expect(isObjectId(newObjectId())).toBe(true);
  });

  it.each([
    ['../../venue.db'],
    ['..%2Fvenue.db'],
    ['3F2504E0-4F89-11D3-9A0C-0305E82C3301'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301.webp'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301/..'],
    [''],
    [undefined],
  ])('refuses %j', (value) => {
    expect(isObjectId(value)).toBe(false);
  });
});
