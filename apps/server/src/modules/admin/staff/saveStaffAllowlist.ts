import { fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staffAddressAllowlist } from '../schema.js';
import { addressAllowed, parseAllowlistEntry } from './staffAddresses.js';

/**
 * admin/staffSaveAllowlist: replaces the list (one address or CIDR per line or comma; empty turns
 * it off). A list that would refuse the saver's own address is refused: nobody locks the desk
 * out by a typo.
 */
export async function saveStaffAllowlist(
  db: DbOrTx,
  clock: Clock,
  options: { text: string; savedBy: string; saverIp: string },
): Promise<Result<{ entries: string[] }>> {
  const entries: string[] = [];
  for (const part of options.text.split(/[\s,;]+/)) {
    if (part === '') continue;
    const entry = parseAllowlistEntry(part);
    if (!entry) return fail('staff_allowlist_invalid', { field: 'entries', entry: part.slice(0, 60) });
    if (!entries.includes(entry)) entries.push(entry);
  }
  if (entries.length > 100) return fail('invalid_input', { field: 'entries' });
  if (!addressAllowed(entries, options.saverIp)) return fail('staff_allowlist_excludes_you', { field: 'entries', ip: options.saverIp });
  await db.delete(staffAddressAllowlist);
  const now = clock.now();
  if (entries.length > 0) await db.insert(staffAddressAllowlist).values(entries.map((entry) => ({ entry, createdBy: options.savedBy, createdAt: now })));
  return ok({ entries });
}
