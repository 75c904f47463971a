import { BlockList, isIP } from 'node:net';
import { fail, ok, type Result } from '@veritex/shared';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staffAddressAllowlist } from '../schema.js';

/** An allowlist entry in its canonical form (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`), or undefined when it is neither. */
export function parseAllowlistEntry(text: string): string | undefined {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return undefined;
  const family = isIP(address);
  if (family === 0) return undefined;
  if (prefixText === undefined) return address.toLowerCase();
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  if (prefix > (family === 4 ? 32 : 128)) return undefined;
  return `${address.toLowerCase()}/${prefix}`;
}

/** An address as the lists compare it: IPv4 mapped into IPv6 (`::ffff:10.0.0.1`, how Node reports some sockets) is the IPv4 address. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether `ip` is in the entries (already canonical); an empty list allows every address. */
export function addressAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', prefix] = entry.split('/');
    const type = isIP(base) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export async function readStaffAllowlist(db: DbOrTx) {
  return db.select().from(staffAddressAllowlist).orderBy(asc(staffAddressAllowlist.id));
}

/**
 * Staff sign-in and every staff call pass here: with an allowlist set, an address outside it is
 * refused before the password or the session is even looked at.
 */
export async function checkStaffAddress(db: DbOrTx, ip: string): Promise<Result<null>> {
  const rows = await db.select({ entry: staffAddressAllowlist.entry }).from(staffAddressAllowlist);
  return addressAllowed(
    rows.map((row) => row.entry),
    ip,
  )
    ? ok(null)
    : fail('staff_address_refused', { ip });
}
