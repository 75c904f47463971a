import type { DbOrTx } from '../../../platform/db/client.js';
import { readStaffAllowlist } from './staffAddresses.js';

/** admin/staffAllowlist: the entries, and the address the server sees for the caller (which a saved list must keep). */
export async function listStaffAllowlist(db: DbOrTx, options: { callerIp: string }) {
  const rows = await readStaffAllowlist(db);
  return {
    entries: rows.map((row) => ({ entry: row.entry, created_by: row.createdBy, created_at: row.createdAt.toISOString() })),
    your_ip: options.callerIp,
  };
}
