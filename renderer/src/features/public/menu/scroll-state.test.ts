import { describe, expect, it } from 'vitest';
import { lazyLoadOptions } from './scroll-state';

describe('how far ahead a menu photo loads', () => {
  it('looks 50 px ahead at rest and 25 px while the diner scrolls, with the spec thresholds', () => {
    expect(lazyLoadOptions(false)).toEqual({ rootMargin: '50px', threshold: 0.05 });
    expect(lazyLoadOptions(true)).toEqual({ rootMargin: '25px', threshold: 0.1 });
  });
});
