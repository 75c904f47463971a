import { desc, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { canonicalJson, entryHash, GENESIS_HASH } from './auditChain.js';
import { auditLog } from './schema.js';

export interface AuditEntry {
  staffId: bigint | null;
  staffUsername: string;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/**
 * Appends one entry, in the caller's transaction when given one (a staff action and its entry
 * commit together). An advisory lock serialises writers so that each entry links to the one
 * before it; the table's trigger refuses UPDATE, DELETE and TRUNCATE. Answers the entry's id.
 */
export async function appendAudit(db: DbOrTx, clock: Clock, entry: AuditEntry): Promise<bigint> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit_log'))`);
    const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const prevHash = last?.hash ?? GENESIS_HASH;
    const at = clock.now().toISOString();
    const row = {
      at,
      staffId: entry.staffId === null ? '' : String(entry.staffId),
      staffUsername: entry.staffUsername,
      action: entry.action,
      target: entry.target ?? '',
      details: JSON.parse(canonicalJson(entry.details ?? {})) as unknown,
      ip: entry.ip ?? '',
    };
    const [inserted] = await tx
      .insert(auditLog)
      .values({
        at: new Date(at),
        staffId: entry.staffId,
        staffUsername: row.staffUsername,
        action: row.action,
        target: row.target,
        details: row.details,
        ip: row.ip,
        prevHash,
        hash: entryHash(prevHash, row),
      })
      .returning({ id: auditLog.id });
    if (!inserted) throw new Error('audit entry not written');
    return inserted.id;
  });
}
