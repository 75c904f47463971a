import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { callRequests } from './schema.js';

/** How long a request id is remembered: a retry later than this is a new request. */
export const CALL_REQUEST_RETENTION_MS = 7 * 24 * 3_600_000;

/** Forgets the request ids older than the retention (the hourly cleanup job). Returns how many. */
export async function deleteExpiredCallRequests(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CALL_REQUEST_RETENTION_MS);
  const deleted = await db.execute(sql`delete from ${callRequests} where ${callRequests.createdAt} < ${cutoff.toISOString()}`);
  return deleted.rowCount ?? 0;
}
