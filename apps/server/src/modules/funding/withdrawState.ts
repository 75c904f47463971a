import { and, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { currentWithdrawHold, heldRequirements, transactionPasswordState } from '../identity/index.js';
import { startOfHongKongDay } from './hongKongTime.js';
import { deposits, turnoverEvents, withdrawals } from './schema.js';
import type { WithdrawState } from './withdrawRules.js';

/** What the rules need to know about a user right now. */
export async function loadWithdrawState(db: DbOrTx, clock: Clock, userId: bigint): Promise<WithdrawState> {
  const now = clock.now();
  const [today] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, startOfHongKongDay(now))));
  const [deposited] = await db
    .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'success'), eq(deposits.asset, 'USDT')));
  const [turnover] = await db
    .select({ sum: sql<string>`coalesce(sum(${turnoverEvents.amount}), 0)::text` })
    .from(turnoverEvents)
    .where(eq(turnoverEvents.userId, userId));
  const password = await transactionPasswordState(db, userId);
  return {
    now,
    requestsToday: today?.n ?? 0,
    depositedUsdt: BigInt(deposited?.sum ?? '0'),
    turnoverUsdt: BigInt(turnover?.sum ?? '0'),
    transactionPasswordSet: password.set === 1,
    held: await heldRequirements(db, userId),
    hold: await currentWithdrawHold(db, clock, userId),
  };
}
