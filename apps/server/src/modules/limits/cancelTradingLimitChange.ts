import { fail, type LimitKind, ok, type Result, type TradingLimits } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { getTradingLimits } from './getTradingLimits.js';
import { limitStateAt } from './limitRules.js';
import { tradingLimits } from './schema.js';
import { lockedRow } from './setTradingLimit.js';

/** web/cancelTradingLimitChange: drops a raise or removal still waiting; the limit in force stays. */
export async function cancelTradingLimitChange(
  db: Database,
  clock: Clock,
  options: { userId: bigint; kind: LimitKind },
): Promise<Result<TradingLimits, 'limits_no_pending_change' | 'limits_not_for_demo'>> {
  const { userId, kind } = options;
  if (userId < 0n) return fail('limits_not_for_demo');
  const now = clock.now();
  const cancelled = await db.transaction(async (tx) => {
    const state = limitStateAt(await lockedRow(tx, userId, kind, now), now);
    if (!state.pending) return false;
    await tx
      .update(tradingLimits)
      .set({ value: state.value?.toString() ?? null, pending: false, pendingValue: null, pendingEffectiveAt: null, updatedAt: now })
      .where(and(eq(tradingLimits.userId, userId), eq(tradingLimits.kind, kind)));
    return true;
  });
  if (!cancelled) return fail('limits_no_pending_change', { field: 'kind' });
  return ok(await getTradingLimits(db, clock, userId));
}
