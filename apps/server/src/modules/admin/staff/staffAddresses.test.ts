import { expect, it } from 'vitest';
import { addressAllowed, parseAllowlistEntry } from './staffAddresses.js';

it('reads addresses and CIDR ranges of both families, and nothing else', () => {
  expect(parseAllowlistEntry(' 203.0.113.7 ')).toBe('203.0.113.7');
  expect(parseAllowlistEntry('203.0.113.0/24')).toBe('203.0.113.0/24');
  expect(parseAllowlistEntry('2001:DB8::/32')).toBe('2001:db8::/32');
  for (const bad of ['', 'example.com', '203.0.113.0/33', '2001:db8::/129', '10.0.0.1/8/1', '10.0.0.1/x', '300.1.1.1']) {
    expect(parseAllowlistEntry(bad)).toBeUndefined();
  }
});

it('allows every address with an empty list, and otherwise only listed ones (IPv4 mapped into IPv6 too)', () => {
  expect(addressAllowed([], '198.51.100.1')).toBe(true);
  const list = ['203.0.113.0/24', '10.0.0.5', '2001:db8::/32'];
  expect(addressAllowed(list, '203.0.113.200')).toBe(true);
  expect(addressAllowed(list, '::ffff:203.0.113.9')).toBe(true);
  expect(addressAllowed(list, '10.0.0.5')).toBe(true);
  expect(addressAllowed(list, '10.0.0.6')).toBe(false);
  expect(addressAllowed(list, '2001:db8:ffff::1')).toBe(true);
  expect(addressAllowed(list, '2001:db9::1')).toBe(false);
  expect(addressAllowed(list, 'not an address')).toBe(false);
});
