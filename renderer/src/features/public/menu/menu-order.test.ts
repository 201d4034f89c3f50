import { describe, expect, it } from 'vitest';
import { imageSize, priceText } from './menu-order';

describe('the public menu cards', () => {
  it('asks for the image size the card needs', () => {
    expect([imageSize(300, 1), imageSize(300, 2), imageSize(600, 1), imageSize(900, 3)]).toEqual(['mobile', 'tablet', 'tablet', 'medium']);
  });

  it("writes a price with a decimal comma, 'N/A' without one", () => {
    expect(priceText('9.5', 'N/A')).toBe('9,50');
    expect(priceText(null, 'N/A')).toBe('N/A');
  });
});
