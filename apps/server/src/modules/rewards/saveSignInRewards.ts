import { fail, ok, parseUnits, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { REWARDS_ASSET, USDT_SCALE, usdt } from './rewardsAccount.js';
import { signInRewards } from './schema.js';
import { loadSignInRewards } from './signInRewardTable.js';

export interface SignInRewardsAdmin {
  asset: string;
  rewards: Array<{ day: number; reward: string }>;
  cycle_total: string;
}

/** admin/signInRewards: the reward of each cycle day. */
export async function getSignInRewardsForDesk(db: DbOrTx): Promise<SignInRewardsAdmin> {
  return signInRewardsAdmin(await loadSignInRewards(db));
}

/**
 * admin/saveSignInRewards (audited by the route, on its transaction): the reward of each of the
 * 7 days, decimal USDT strings. Binds from the next sign-in; past sign-ins keep what they paid.
 */
export async function saveSignInRewards(db: DbOrTx, clock: Clock, amounts: readonly string[]): Promise<Result<SignInRewardsAdmin>> {
  const parsed: bigint[] = [];
  for (const [index, text] of amounts.entries()) {
    const units = parseUnits(text, USDT_SCALE);
    if (units === undefined || units < 0n) return fail('amount_invalid', { field: `day_${index + 1}`, scale: USDT_SCALE });
    parsed.push(units);
  }
  if (parsed.length !== 7) throw new Error('seven sign-in rewards expected');
  const now = clock.now();
  await db
    .insert(signInRewards)
    .values(parsed.map((amount, index) => ({ day: index + 1, asset: REWARDS_ASSET, amount: amount.toString(), updatedAt: now })))
    .onConflictDoUpdate({ target: signInRewards.day, set: { amount: sql`excluded.amount`, updatedAt: now } });
  return ok(signInRewardsAdmin(parsed));
}

function signInRewardsAdmin(amounts: bigint[]): SignInRewardsAdmin {
  return {
    asset: REWARDS_ASSET,
    rewards: amounts.map((amount, index) => ({ day: index + 1, reward: usdt(amount) })),
    cycle_total: usdt(amounts.reduce((sum, amount) => sum + amount, 0n)),
  };
}
