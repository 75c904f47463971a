import { earnDayDate, earnDayNumber, formatUnits, payoutDay } from '@veritex/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { postUserMessage } from '../messaging/index.js';
import { earnKeys } from './earnKeys.js';
import { lastTermDay, USDT_SCALE } from './earnTerms.js';
import { orderNumber } from './earnViews.js';
import { loadHolidays } from './holidays.js';
import { postDueAccruals } from './postDueAccruals.js';
import { type EarnOrderRow, earnOrders } from './schema.js';

const BATCH = 200;

export interface AccrualRun {
  /** Orders that got at least one day's interest. */
  accrued: number;
  matured: number;
  paid: number;
}

/**
 * The earn job: everything due by `clock.now()`, so one run after downtime catches up. For each
 * open order, in its own transaction under its row lock (FOR UPDATE SKIP LOCKED: concurrent runs
 * split the orders between them): the interest of every ended day not yet posted; at the end of
 * the term's last day, maturity (status `redeeming`, the payout day fixed from the holiday
 * calendar then); at the end of the payout day, principal and interest to the exchange account.
 * Idempotent: the order row says what is done, and every posting has its key.
 */
export async function accrueEarnings(db: Database, clock: Clock): Promise<AccrualRun> {
  const now = clock.now();
  const today = earnDayNumber(now);
  const holidays = await loadHolidays(db);
  const run: AccrualRun = { accrued: 0, matured: 0, paid: 0 };
  let afterId = 0n;
  for (;;) {
    const batch = await db
      .select({ id: earnOrders.id })
      .from(earnOrders)
      .where(
        and(
          sql`${earnOrders.id} > ${afterId}`,
          sql`((${earnOrders.status} = 'custody' and ${earnOrders.startDay} + ${earnOrders.accruedDays} < ${today})
            or (${earnOrders.status} = 'redeeming' and ${earnOrders.payoutDay} < ${today}))`,
        ),
      )
      .orderBy(asc(earnOrders.id))
      .limit(BATCH);
    for (const { id } of batch) await advanceOrder(db, { clock, now, holidays, run }, id);
    if (batch.length < BATCH) return run;
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
}

interface RunContext {
  clock: Clock;
  now: Date;
  holidays: ReadonlySet<string>;
  run: AccrualRun;
}

async function advanceOrder(db: Database, context: RunContext, id: bigint): Promise<void> {
  const { now, run } = context;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(earnOrders)
      .where(and(eq(earnOrders.id, id), inArray(earnOrders.status, ['custody', 'redeeming'])))
      .for('update', { skipLocked: true });
    if (!locked) return;
    let order = await postDueAccruals(tx, locked, now);
    if (order.accruedDays > locked.accruedDays) run.accrued += 1;
    if (order.status === 'custody' && earnDayNumber(now) > lastTermDay(order)) {
      order = await matureOrder(tx, context, order);
      run.matured += 1;
    }
    if (order.status === 'redeeming' && order.payoutDay !== null && order.payoutDay < earnDayNumber(now)) {
      await payOrder(tx, context, order);
      run.paid += 1;
    }
  });
}

/** Every day of the term is posted: the order waits for the end of the next working day. */
async function matureOrder(tx: DbOrTx, context: RunContext, order: EarnOrderRow): Promise<EarnOrderRow> {
  const day = payoutDay(lastTermDay(order), context.holidays);
  const [matured] = await tx.update(earnOrders).set({ status: 'redeeming', payoutDay: day }).where(eq(earnOrders.id, order.id)).returning();
  if (!matured) throw new Error(`earn order ${order.id} vanished under its lock`);
  await postUserMessage(tx, context.clock, {
    userId: order.userId,
    kind: 'earn_matured',
    params: {
      order_no: orderNumber(order),
      amount: formatUnits(BigInt(order.principal), USDT_SCALE),
      interest: formatUnits(BigInt(order.accrued), USDT_SCALE),
      payout_date: earnDayDate(day),
    },
  });
  return matured;
}

/** Principal and the whole term's interest leave custody for the exchange account; no fee. */
async function payOrder(tx: DbOrTx, context: RunContext, order: EarnOrderRow): Promise<void> {
  const principal = BigInt(order.principal);
  const interest = BigInt(order.accrued);
  const total = principal + interest;
  const posted = await postEntries(tx, {
    reason: 'earn_redeem',
    actor: 'system',
    cause: { type: 'earn_order', id: String(order.id) },
    idempotencyKey: earnKeys.redeem(order.id),
    memo: 'payout at maturity',
    movements: [
      { account: { owner: 'user', userId: order.userId, kind: 'earn', asset: order.asset }, bucket: 'frozen', amount: -total },
      { account: { owner: 'user', userId: order.userId, kind: 'exchange', asset: order.asset }, bucket: 'available', amount: total },
    ],
  });
  if (!posted.ok || posted.value.replayed) throw new Error(`payout of earn order ${order.id} does not match its custody account`);
  await tx
    .update(earnOrders)
    .set({
      status: 'completed',
      closedAt: context.now,
      principalReturned: principal.toString(),
      interestPaid: interest.toString(),
      interestForfeited: '0',
      principalPenalty: '0',
    })
    .where(eq(earnOrders.id, order.id));
  await postUserMessage(tx, context.clock, {
    userId: order.userId,
    kind: 'earn_paid',
    params: { order_no: orderNumber(order), amount: formatUnits(principal, USDT_SCALE), interest: formatUnits(interest, USDT_SCALE) },
  });
}
