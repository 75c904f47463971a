import type { RuleChangePage, RuleValue } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ruleVersions } from './schema.js';

/** Who made a change, as the public sees it: staff (never which member), the seed or a migration. */
function publicAuthor(changedBy: string): 'staff' | 'seed' | 'migration' {
  if (changedBy.startsWith('staff:')) return 'staff';
  return changedBy === 'migration' ? 'migration' : 'seed';
}

/** web/getRuleHistory: every change, newest first, with the value before and after; filterable by subject. */
export async function listRuleHistory(db: DbOrTx, options: { kind?: string; key?: string; page: number; pageSize: number }): Promise<RuleChangePage> {
  const conditions: SQL[] = [];
  if (options.kind) conditions.push(eq(ruleVersions.subjectKind, options.kind));
  if (options.key) conditions.push(eq(ruleVersions.subjectKey, options.key));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ total: count() }).from(ruleVersions).where(where);
  const rows = await db
    .select()
    .from(ruleVersions)
    .where(where)
    .orderBy(desc(ruleVersions.version))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return {
    total: total?.total ?? 0,
    items: rows.map((row) => ({
      version: row.version.toString(),
      kind: row.subjectKind,
      key: row.subjectKey,
      value: row.value as RuleValue,
      previous_value: row.previousValue as RuleValue,
      effective_at: row.effectiveAt.toISOString(),
      changed_by: publicAuthor(row.changedBy),
      reason: row.reason,
    })),
  };
}
