import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { entryHash, GENESIS_HASH } from './auditChain.js';
import { auditLog } from './schema.js';

/** admin/auditVerify's answer: how many entries fit, and the first that does not (null when all do). */
export interface ChainVerdict {
  ok: boolean;
  checked: number;
  first_bad_id: string | null;
}

/** Recomputes every hash from the first entry on; reports the first entry that does not fit. */
export async function verifyAuditChain(db: DbOrTx, batchSize = 1000): Promise<ChainVerdict> {
  let prevHash = GENESIS_HASH;
  let lastId = 0n;
  let checked = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, lastId)).orderBy(asc(auditLog.id)).limit(batchSize);
    for (const row of rows) {
      const expected = entryHash(prevHash, {
        at: row.at.toISOString(),
        staffId: row.staffId === null ? '' : String(row.staffId),
        staffUsername: row.staffUsername,
        action: row.action,
        target: row.target,
        details: row.details,
        ip: row.ip,
      });
      if (row.prevHash !== prevHash || row.hash !== expected) return { ok: false, checked, first_bad_id: String(row.id) };
      prevHash = row.hash;
      lastId = row.id;
      checked++;
    }
    if (rows.length < batchSize) return { ok: true, checked, first_bad_id: null };
  }
}
