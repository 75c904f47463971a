import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { auditLog } from './schema.js';

/** Whether an entry appended earlier is in the log: one appended in a transaction that rolled back is not. */
export async function auditEntryExists(db: DbOrTx, id: bigint): Promise<boolean> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id));
  return row !== undefined;
}
