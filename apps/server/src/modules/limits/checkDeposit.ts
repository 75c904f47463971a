import { DEPOSIT_WINDOW_MS, fail, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { exclusionRefusal } from './exclusionRefusal.js';
import { untilText, usdtText } from './limitRules.js';
import { readUserLimits } from './limitState.js';
import { type DepositWindow, sumOf, usdtClaimsSince } from './usage.js';

export type DepositRefusal =
  | 'limits_cool_off'
  | 'limits_self_excluded'
  | 'limits_self_excluded_permanent'
  | 'limits_deposit_day'
  | 'limits_deposit_week'
  | 'limits_deposit_month'
  | 'limits_deposit_asset';

const WINDOWS: readonly DepositWindow[] = ['deposit_day', 'deposit_week', 'deposit_month'];

/**
 * Whether a deposit claim of `amount` may be filed now. Windows are rolling (the last 24 hours,
 * 7 days, 30 days), counting the user's USDT claims waiting for finance and credited; a refused
 * claim does not count. Called inside the claim's transaction: the per-user lock makes two
 * claims at once count each other.
 */
export async function checkDeposit(
  tx: DbOrTx,
  clock: Clock,
  options: { userId: bigint; asset: string; amount: bigint },
): Promise<Result<true, DepositRefusal>> {
  const { userId, asset, amount } = options;
  if (userId < 0n) return ok(true);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('limits:deposit'), ${Number(userId % 2_147_483_647n)})`);
  const now = clock.now();
  const { limits, exclusion } = await readUserLimits(tx, userId, now);
  if (exclusion) return exclusionRefusal(exclusion);
  const set = WINDOWS.filter((window) => limits[window].value !== null);
  if (set.length === 0) return ok(true);
  if (asset !== 'USDT') return fail('limits_deposit_asset', { field: 'asset' });
  const claims = await usdtClaimsSince(tx, userId, new Date(now.getTime() - DEPOSIT_WINDOW_MS.deposit_month));
  for (const window of set) {
    const limit = limits[window].value ?? 0n;
    const since = now.getTime() - DEPOSIT_WINDOW_MS[window];
    const inWindow = claims.filter((claim) => claim.at.getTime() > since);
    const used = sumOf(inWindow);
    if (used + amount <= limit) continue;
    const until = roomAt(inWindow, used, amount, limit, DEPOSIT_WINDOW_MS[window]);
    return fail(window === 'deposit_day' ? 'limits_deposit_day' : window === 'deposit_week' ? 'limits_deposit_week' : 'limits_deposit_month', {
      field: 'amount',
      limit: usdtText(limit),
      remaining: usdtText(used >= limit ? 0n : limit - used),
      until: untilText(until),
      until_iso: until.toISOString(),
    });
  }
  return ok(true);
}

/** When enough claims have left the rolling window for this amount to fit (or the window is empty, when it never fits). */
function roomAt(claims: readonly { amount: bigint; at: Date }[], used: bigint, amount: bigint, limit: bigint, windowMs: number): Date {
  let left = used;
  let last = new Date(0);
  for (const claim of claims) {
    left -= claim.amount;
    last = new Date(claim.at.getTime() + windowMs);
    if (left + amount <= limit) return last;
  }
  return last;
}
