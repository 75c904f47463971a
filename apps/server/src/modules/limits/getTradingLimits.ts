import { DEPOSIT_WINDOW_MS, LIMIT_KINDS, type TradingLimits } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { limitText, platformDay, usdtText } from './limitRules.js';
import { readUserLimits } from './limitState.js';
import { lossOf, realisedResult, sumOf, usdtClaimsSince } from './usage.js';

/**
 * web/getTradingLimits (and the console's read-only admin/userTradingLimits): every limit as it
 * binds now with any loosening still waiting, the usage the limits count, and the active period.
 */
export async function getTradingLimits(db: DbOrTx, clock: Clock, userId: bigint): Promise<TradingLimits> {
  const now = clock.now();
  const day = platformDay(now);
  const usageBase = { day_started_at: day.start.toISOString(), day_ends_at: day.end.toISOString() };
  if (userId < 0n) {
    return {
      limits: LIMIT_KINDS.map((kind) => ({ kind, value: null, pending: null })),
      exclusion: null,
      usage: { deposits_day: '0', deposits_week: '0', deposits_month: '0', loss_today: '0', ...usageBase },
      demo: true,
    };
  }
  const { limits, exclusion } = await readUserLimits(db, userId, now);
  const claims = await usdtClaimsSince(db, userId, new Date(now.getTime() - DEPOSIT_WINDOW_MS.deposit_month));
  const within = (ms: number) => usdtText(sumOf(claims.filter((claim) => claim.at.getTime() > now.getTime() - ms)));
  return {
    limits: LIMIT_KINDS.map((kind) => {
      const state = limits[kind];
      return {
        kind,
        value: state.value === null ? null : limitText(kind, state.value),
        pending: state.pending
          ? { value: state.pending.value === null ? null : limitText(kind, state.pending.value), effective_at: state.pending.effectiveAt.toISOString() }
          : null,
      };
    }),
    exclusion: exclusion
      ? { kind: exclusion.kind, period: exclusion.period, starts_at: exclusion.startsAt.toISOString(), ends_at: exclusion.endsAt?.toISOString() ?? null }
      : null,
    usage: {
      deposits_day: within(DEPOSIT_WINDOW_MS.deposit_day),
      deposits_week: within(DEPOSIT_WINDOW_MS.deposit_week),
      deposits_month: within(DEPOSIT_WINDOW_MS.deposit_month),
      loss_today: usdtText(lossOf(await realisedResult(db, userId, day.start, now))),
      ...usageBase,
    },
    demo: false,
  };
}
