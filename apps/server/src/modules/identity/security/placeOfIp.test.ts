import { describe, expect, it } from 'vitest';
import { placeOfIp } from './placeOfIp.js';

describe('placeOfIp', () => {
  it('calls loopback and private networks local', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:192.168.0.2', 'fd12::1', 'fe80::1', '100.64.0.1']) {
      expect({ ip, place: placeOfIp(ip) }).toEqual({ ip, place: 'local' });
    }
  });

  it('names the country of a public address, IPv4, IPv6 or mapped', () => {
    expect(placeOfIp('8.8.8.8')).toBe('US');
    expect(placeOfIp('::ffff:81.2.69.142')).toBe('GB');
    expect(placeOfIp('2a00:1450:4001:80b::200e')).toBe('DE');
  });

  it('answers nothing for what is not an address', () => {
    expect(placeOfIp('')).toBe('');
    expect(placeOfIp('unknown')).toBe('');
  });
});
