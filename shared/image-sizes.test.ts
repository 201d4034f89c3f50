import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, isImageSize } from './image-sizes';

describe('isImageSize', () => {
  it.each(['ultraTiny', 'mobile', 'tablet', 'medium', 'large'])('accepts %s', (size) => {
    expect(isImageSize(size)).toBe(true);
  });

  it.each([['huge'], ['Mobile'], [''], ['toString'], ['__proto__'], [['mobile']], [undefined], [480]])('refuses %j', (value) => {
    expect(isImageSize(value)).toBe(false);
  });
});

describe('IMAGE_WIDTHS', () => {
  it('grows from the blurred preview to the full-screen image', () => {
    const widths = Object.values(IMAGE_WIDTHS);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(IMAGE_WIDTHS.ultraTiny).toBeLessThanOrEqual(32);
  });
});
