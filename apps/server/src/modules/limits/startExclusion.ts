import {
  COOL_OFF_PERIODS,
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionEnd,
  fail,
  ok,
  type Result,
  SELF_EXCLUSION_PERIODS,
  type TradingLimits,
} from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { getTradingLimits } from './getTradingLimits.js';
import { untilText } from './limitRules.js';
import { activeExclusion } from './limitState.js';
import { tradingExclusions } from './schema.js';

/**
 * web/startExclusion: a cool-off (24 hours to 6 weeks) or a self-exclusion (6 months or more,
 * or permanent) starts now. Rows are append-only, so nothing shortens or lifts it; while one
 * runs, only a period ending later can be added (a shorter one would change nothing).
 */
export async function startExclusion(
  db: Database,
  clock: Clock,
  options: { userId: bigint; kind: ExclusionKind; period: ExclusionPeriod; requestId: string },
): Promise<Result<TradingLimits, 'invalid_input' | 'limits_exclusion_shorter' | 'limits_self_excluded_permanent' | 'limits_not_for_demo'>> {
  const { userId, kind, period } = options;
  if (userId < 0n) return fail('limits_not_for_demo');
  const allowed: readonly string[] = kind === 'cool_off' ? COOL_OFF_PERIODS : SELF_EXCLUSION_PERIODS;
  if (!allowed.includes(period)) return fail('invalid_input', { field: 'period' });
  const now = clock.now();
  const endsAt = exclusionEnd(period, now);
  const refused = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('limits:exclusion'), ${Number(userId % 2_147_483_647n)})`);
    const active = await activeExclusion(tx, userId, now);
    if (active && (active.endsAt === null || (endsAt !== undefined && endsAt <= active.endsAt))) {
      return active.endsAt === null ? 'permanent' : { until: untilText(active.endsAt), until_iso: active.endsAt.toISOString() };
    }
    await tx
      .insert(tradingExclusions)
      .values({ userId, kind, period, startsAt: now, endsAt: endsAt ?? null, requestId: options.requestId })
      .onConflictDoNothing();
    return undefined;
  });
  // A permanent self-exclusion has nothing later to add.
  if (refused === 'permanent') return fail('limits_self_excluded_permanent', { kind: 'self_exclusion' });
  if (refused) return fail('limits_exclusion_shorter', { field: 'period', ...refused });
  return ok(await getTradingLimits(db, clock, userId));
}
