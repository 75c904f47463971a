import { fail, ok, parseUnits, type Result, type RewardsOverview } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { getRewardsOverview } from './getRewardsOverview.js';
import { CAPITAL_ACCOUNT, REWARDS_ACCOUNT, USDT_SCALE } from './rewardsAccount.js';
import { rewardsKeys } from './rewardsKeys.js';

/**
 * admin/fundRewards, on the staff action's transaction (audited there): platform capital moves
 * into the rewards account, the only money sign-in and benefit rewards are paid from. One posting
 * per staff request id.
 */
export async function fundRewards(db: DbOrTx, input: { amount: string; reason: string; staff: string; requestId: string }): Promise<Result<RewardsOverview>> {
  const amount = parseUnits(input.amount, USDT_SCALE);
  if (amount === undefined || amount <= 0n) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const posted = await postEntries(db, {
    reason: 'rewards_funding',
    actor: `staff:${input.staff}`,
    cause: { type: 'rewards_funding', id: input.requestId },
    idempotencyKey: rewardsKeys.funding(input.staff, input.requestId),
    memo: input.reason.trim(),
    movements: [
      { account: CAPITAL_ACCOUNT, bucket: 'available', amount: -amount },
      { account: REWARDS_ACCOUNT, bucket: 'available', amount },
    ],
  });
  if (!posted.ok) throw new Error('house accounts cannot be short');
  return ok(await getRewardsOverview(db));
}
