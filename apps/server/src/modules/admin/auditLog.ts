import { asc, count, desc, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import { canonicalJson } from '../../platform/canonicalJson.js';
import { sha256Hex } from '../../platform/crypto.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { auditLog } from './schema.js';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  staffId: bigint | null;
  staffUsername: string;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

export { canonicalJson };

function entryHash(
  prevHash: string,
  row: { at: string; staffId: string; staffUsername: string; action: string; target: string; details: unknown; ip: string },
): string {
  return sha256Hex(`${prevHash}\n${canonicalJson(row)}`);
}

/**
 * Appends one entry. An advisory lock serialises writers so that each entry links to the
 * one before it; the table's trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export async function appendAudit(db: DbOrTx, clock: Clock, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
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
    await tx.insert(auditLog).values({
      at: new Date(at),
      staffId: entry.staffId,
      staffUsername: row.staffUsername,
      action: row.action,
      target: row.target,
      details: row.details,
      ip: row.ip,
      prevHash,
      hash: entryHash(prevHash, row),
    });
  });
}

export interface ChainVerdict {
  ok: boolean;
  checked: number;
  firstBadId: string | null;
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
      if (row.prevHash !== prevHash || row.hash !== expected) return { ok: false, checked, firstBadId: String(row.id) };
      prevHash = row.hash;
      lastId = row.id;
      checked++;
    }
    if (rows.length < batchSize) return { ok: true, checked, firstBadId: null };
  }
}

export async function listAudit(db: DbOrTx, options: { page: number; pageSize: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(auditLog),
  ]);
  return { items, total: total?.value ?? 0 };
}
