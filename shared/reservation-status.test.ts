import { describe, expect, it } from 'vitest';
import { cancelledLast, isCancelled } from './reservation-status';

describe('cancelledLast', () => {
  it('moves cancelled bookings to the end and keeps the order within each group', () => {
    const list = [
      { id: 'a', status: 'cancelled' },
      { id: 'b', status: 'confirmed' },
      { id: 'c', status: 'cancelled' },
      { id: 'd', status: 'pending' },
      { id: 'e', status: 'no-show' },
    ];
    expect(cancelledLast(list).map((r) => r.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('leaves the input untouched', () => {
    const list = [{ status: 'cancelled' }, { status: 'confirmed' }];
    cancelledLast(list);
    expect(list[0]?.status).toBe('cancelled');
  });
});

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
