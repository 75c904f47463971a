import { fail, type LimitKind, ok, type Result, type TradingLimits } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { getTradingLimits } from './getTradingLimits.js';
import { changeKind, limitStateAt, looseningEffectiveAt, parseLimitValue } from './limitRules.js';
import { tradingLimits } from './schema.js';

/**
 * web/setTradingLimit. A new or lower limit binds at once (and drops any loosening waiting);
 * a higher one, or removing it (''), waits 24 hours, shown with its time, and replaces any
 * loosening already waiting (its 24 hours start again).
 */
export async function setTradingLimit(
  db: Database,
  clock: Clock,
  options: { userId: bigint; kind: LimitKind; value: string },
): Promise<Result<TradingLimits, 'limits_value_invalid' | 'limits_not_for_demo'>> {
  const { userId, kind } = options;
  if (userId < 0n) return fail('limits_not_for_demo');
  const next = parseLimitValue(kind, options.value);
  if (!next.ok) return next;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const current = limitStateAt(await lockedRow(tx, userId, kind, now), now).value;
    const change = changeKind(current, next.value);
    const row =
      change === 'loosen'
        ? { value: current?.toString() ?? null, pending: true, pendingValue: next.value?.toString() ?? null, pendingEffectiveAt: looseningEffectiveAt(now) }
        : { value: (change === 'tighten' ? next.value : current)?.toString() ?? null, pending: false, pendingValue: null, pendingEffectiveAt: null };
    await tx
      .update(tradingLimits)
      .set({ ...row, updatedAt: now })
      .where(and(eq(tradingLimits.userId, userId), eq(tradingLimits.kind, kind)));
  });
  return ok(await getTradingLimits(db, clock, userId));
}

/** The user's row of this limit under lock, created empty when missing. */
export async function lockedRow(tx: DbOrTx, userId: bigint, kind: LimitKind, now: Date) {
  await tx.insert(tradingLimits).values({ userId, kind, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(tradingLimits)
    .where(and(eq(tradingLimits.userId, userId), eq(tradingLimits.kind, kind)))
    .for('update');
  if (!row) throw new Error(`trading limit ${kind} of user ${userId} missing after insert`);
  return row;
}
