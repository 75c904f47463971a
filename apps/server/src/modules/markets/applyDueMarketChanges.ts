import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { applyMarketChange } from './applyMarketChange.js';
import { marketChanges } from './schema.js';

/**
 * The `markets.apply-changes` job: every pending change whose time has come, in effective-time
 * order (then in the order asked), each in its own transaction under a row lock (a change
 * cancelled meanwhile is skipped). After downtime every missed change is applied in order, each
 * recorded as binding from its own time. Answers how many were applied, so the caller reloads
 * the spot writer's rules at once (other processes hear `markets_changed`).
 */
export async function applyDueMarketChanges(db: Database, clock: Clock): Promise<{ applied: number; spot: number }> {
  const now = clock.now();
  const due = await db
    .select({ id: marketChanges.id })
    .from(marketChanges)
    .where(and(eq(marketChanges.status, 'pending'), lte(marketChanges.effectiveAt, now)))
    .orderBy(asc(marketChanges.effectiveAt), asc(marketChanges.id));
  let applied = 0;
  let spot = 0;
  for (const { id } of due) {
    const kind = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(marketChanges).where(eq(marketChanges.id, id)).for('update');
      if (row?.status !== 'pending') return null;
      await applyMarketChange(tx, row, { appliedBy: 'job', now });
      return row.subjectKind;
    });
    if (kind === null) continue;
    applied += 1;
    if (kind === 'spot_market') spot += 1;
  }
  return { applied, spot };
}
