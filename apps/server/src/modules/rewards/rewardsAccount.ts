import { fail, formatUnits, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type AccountRef, accountKey, lockAccounts } from '../ledger/index.js';

/** Rewards are paid in USDT. */
export const REWARDS_ASSET = 'USDT';
export const USDT_SCALE = 6;

/** Pays sign-in and benefit rewards; finance funds it from capital. House accounts may go negative, this one is never paid below zero. */
export const REWARDS_ACCOUNT: AccountRef = { owner: 'house', kind: 'rewards', asset: REWARDS_ASSET };
/** The platform's own capital (an equity account: negative by what was put in). */
export const CAPITAL_ACCOUNT: AccountRef = { owner: 'house', kind: 'capital', asset: REWARDS_ASSET };
/** Rewards are credited to the user's exchange account, available at once. */
export const rewardedAccount = (userId: bigint): AccountRef => ({ owner: 'user', userId, kind: 'exchange', asset: REWARDS_ASSET });

export const usdt = (units: bigint | string): string => formatUnits(BigInt(units), USDT_SCALE);

/**
 * Locks the rewards account with the user's (in the ledger's one lock order) and refuses with
 * `rewards_unavailable` when it holds less than `amount`. Call it in the transaction that then
 * posts the reward, so no other reward can take the same money in between.
 */
export async function reserveReward(tx: DbOrTx, amount: bigint, userId: bigint): Promise<Result<true>> {
  const locked = await lockAccounts(tx, [REWARDS_ACCOUNT, rewardedAccount(userId)]);
  const available = locked.get(accountKey(REWARDS_ACCOUNT))?.available ?? 0n;
  return available < amount ? fail('rewards_unavailable') : ok(true);
}

/** The rewards account's available balance, unlocked: for views. */
export async function rewardsBalance(db: DbOrTx): Promise<bigint> {
  const result = await db.execute<{ available: string }>(
    sql`select available::text from ledger_accounts where book = 'real' and owner = 'house' and kind = 'rewards' and asset = ${REWARDS_ASSET}`,
  );
  return BigInt(result.rows[0]?.available ?? 0);
}
