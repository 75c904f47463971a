import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { auditLog } from './schema.js';

/** admin/audit: a page of the audit log, newest first, as the console shows it. */
export async function listAuditEntries(db: DbOrTx, options: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((entry) => ({
      id: String(entry.id),
      at: entry.at.toISOString(),
      staff_username: entry.staffUsername,
      action: entry.action,
      target: entry.target,
      details: (entry.details ?? {}) as Record<string, unknown>,
      ip: entry.ip,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })),
    total: total?.value ?? 0,
  };
}
