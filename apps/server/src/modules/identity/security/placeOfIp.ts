import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT and unique-local ranges: a place of 'local'. */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

interface CountryLookup {
  lookup(ip: string): { country: string } | null;
}

/**
 * geoip-country (GeoLite2 country data, ~8 MB, offline) is loaded on the first public
 * address, not at start: tests and local use never pay for it.
 */
let countries: CountryLookup | undefined;
function countryLookup(): CountryLookup {
  countries ??= createRequire(import.meta.url)('geoip-country') as CountryLookup;
  return countries;
}

/**
 * A coarse place for an address shown with sessions and security events: an ISO 3166
 * country code for a public address, 'local' for loopback and private networks (the page
 * words it), '' when unknown. Never finer than a country: it is a hint, not tracking.
 */
export function placeOfIp(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return '';
  if (LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6')) return 'local';
  return countryLookup().lookup(address)?.country ?? '';
}
