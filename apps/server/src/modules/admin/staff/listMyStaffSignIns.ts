import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { staffSignIns } from '../schema.js';
import { toSignInRecord } from './listStaffDesk.js';

const RECENT = 30;

/** admin/staffMySignIns: the caller's own latest sign-in attempts, newest first (a stranger's attempt on their name shows here too). */
export async function listMyStaffSignIns(db: DbOrTx, options: { staffId: bigint }) {
  const rows = await db
    .select()
    .from(staffSignIns)
    .where(eq(staffSignIns.staffId, options.staffId))
    .orderBy(desc(staffSignIns.at), desc(staffSignIns.id))
    .limit(RECENT);
  return { items: rows.map(toSignInRecord) };
}
