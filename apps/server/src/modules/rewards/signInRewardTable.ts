import { SIGN_IN_CYCLE_DAYS, type SignInRules } from '@veritex/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { REWARDS_ASSET, usdt } from './rewardsAccount.js';
import { signInRewards, signIns } from './schema.js';
import type { LastSignIn } from './signInCycle.js';

/** The configured reward of each cycle day, index 0 = day 1; a day not configured pays nothing. */
export async function loadSignInRewards(db: DbOrTx): Promise<bigint[]> {
  const rows = await db.select({ day: signInRewards.day, amount: signInRewards.amount }).from(signInRewards);
  const amounts = Array.from({ length: SIGN_IN_CYCLE_DAYS }, () => 0n);
  for (const row of rows) amounts[row.day - 1] = BigInt(row.amount);
  return amounts;
}

export function signInRules(amounts: bigint[]): SignInRules {
  return {
    asset: REWARDS_ASSET,
    cycle_days: 7,
    day_zone: 'Asia/Hong_Kong',
    rewards: amounts.map((amount, index) => ({ day: index + 1, reward: usdt(amount) })),
    cycle_total: usdt(amounts.reduce((sum, amount) => sum + amount, 0n)),
    one_per_day: true,
    missed_day_restarts: true,
    paid_from: 'rewards',
    credited_to: 'exchange',
  };
}

/** The user's latest sign-in (by day), with its request id for answering a repeat. */
export async function lastSignIn(db: DbOrTx, userId: bigint): Promise<(LastSignIn & { id: bigint; requestId: string }) | undefined> {
  const [row] = await db
    .select({ id: signIns.id, day: signIns.day, cycleDay: signIns.cycleDay, requestId: signIns.requestId })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row;
}

/** Sign-ins and rewards received in all. */
export async function signInTotals(db: DbOrTx, userId: bigint): Promise<{ count: number; received: bigint }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, received: sql<string>`coalesce(sum(${signIns.reward}), 0)::text` })
    .from(signIns)
    .where(eq(signIns.userId, userId));
  return { count: row?.count ?? 0, received: BigInt(row?.received ?? '0') };
}
