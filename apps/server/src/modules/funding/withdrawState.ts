import { and, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
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

/** Trading contexts call this for each trade, margin commitment or stake (USDT minor units); idempotent per cause. */
export async function recordTurnover(db: DbOrTx, event: { userId: bigint; amount: bigint; source: string; causeId: string }): Promise<void> {
  await db
    .insert(turnoverEvents)
    .values({ userId: event.userId, amount: event.amount.toString(), source: event.source, causeId: event.causeId })
    .onConflictDoNothing();
}

/** Many turnover events in one statement (the spot writer records two per trade). */
export async function recordTurnoverBatch(db: DbOrTx, events: Array<{ userId: bigint; amount: bigint; source: string; causeId: string }>): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    insert into turnover_events (user_id, amount, source, cause_id)
    select * from unnest(${pgArray(events.map((e) => e.userId))}::bigint[], ${pgArray(events.map((e) => e.amount))}::numeric[],
      ${pgArray(events.map((e) => e.source))}::text[], ${pgArray(events.map((e) => e.causeId))}::text[])
    on conflict do nothing`);
}
