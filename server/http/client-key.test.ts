import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the client a request is counted as', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::a', '2001:db8:1:3::/64'],
  ])('%s is counted as %s', (ip, expected) => {
    expect(clientKey({ ip })).toBe(expected);
  });
});
