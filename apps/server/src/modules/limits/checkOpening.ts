import { fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { exclusionRefusal } from './exclusionRefusal.js';
import { platformDay, untilText, usdtText } from './limitRules.js';
import { readUserLimits } from './limitState.js';
import { lossOf, realisedResult } from './usage.js';

export type OpeningRefusal = 'limits_cool_off' | 'limits_self_excluded' | 'limits_self_excluded_permanent' | 'limits_loss_day' | 'limits_leverage';

/**
 * Whether the user may open a leveraged position (`leverage` given) or place a delivery order
 * now: not during a cool-off or self-exclusion, not once the day's net loss reached the user's
 * limit (until the next Hong Kong day), and not above the user's own leverage limit. Closing,
 * withdrawing and spot trading never come here. Demo identities (negative ids) trade virtual
 * money and are not limited.
 */
export async function checkOpening(db: DbOrTx, clock: Clock, options: { userId: bigint; leverage?: number }): Promise<Result<true, OpeningRefusal>> {
  const { userId, leverage } = options;
  if (userId < 0n) return ok(true);
  const now = clock.now();
  const { limits, exclusion } = await readUserLimits(db, userId, now);
  if (exclusion) return exclusionRefusal(exclusion);
  const maxLeverage = limits.max_leverage.value;
  if (leverage !== undefined && maxLeverage !== null && BigInt(leverage) > maxLeverage) {
    return fail('limits_leverage', { max: Number(maxLeverage), field: 'leverage' });
  }
  const lossLimit = limits.loss_day.value;
  if (lossLimit !== null) {
    const day = platformDay(now);
    const loss = lossOf(await realisedResult(db, userId, day.start, now));
    if (loss >= lossLimit)
      return fail('limits_loss_day', { limit: usdtText(lossLimit), loss: usdtText(loss), until: untilText(day.end), until_iso: day.end.toISOString() });
  }
  return ok(true);
}
