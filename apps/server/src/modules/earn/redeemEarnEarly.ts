import { type EarnOrderView, fail, formatUnits, ok, parseUnits, type RedemptionQuote, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { postUserMessage } from '../messaging/index.js';
import { earnKeys } from './earnKeys.js';
import { isRedeemableEarly, quoteOrder, USDT_SCALE } from './earnTerms.js';
import { orderNumber, orderView, quoteView } from './earnViews.js';
import { loadHolidays } from './holidays.js';
import { postDueAccruals } from './postDueAccruals.js';
import { type EarnOrderRow, earnOrders } from './schema.js';

export interface RedeemEarnEarlyInput {
  userId: bigint;
  orderId: bigint;
  /** The quote's total_returned the user confirmed (decimal USDT). */
  expectedTotal: string;
}

/**
 * web/sellProfit. Under the order's row lock: only an order in custody whose term has not ended
 * (else `earn_not_redeemable`: a second redemption, or two at once, post once). The days ended
 * since the last accrual run are posted first, then quoteOrder, the function getRedemptionQuote
 * showed the user, computes what is posted; if its total is not what the user confirmed (a day
 * ended meanwhile) the answer is `earn_quote_changed` with the new quote and nothing is redeemed.
 */
export async function redeemEarnEarly(db: Database, clock: Clock, input: RedeemEarnEarlyInput): Promise<Result<EarnOrderView>> {
  const expected = parseUnits(input.expectedTotal, USDT_SCALE);
  if (expected === undefined) return fail('amount_invalid', { field: 'expected_total', scale: USDT_SCALE });
  const holidays = await loadHolidays(db);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(earnOrders)
      .where(and(eq(earnOrders.id, input.orderId), eq(earnOrders.userId, input.userId)))
      .for('update');
    if (!locked) return fail('earn_order_unknown', { field: 'id' });
    if (!isRedeemableEarly(locked, now)) return fail('earn_not_redeemable', { status: locked.status });
    // Owed interest is posted even when the redemption is then refused: it is due either way.
    const order = await postDueAccruals(tx, locked, now);
    const quote = quoteOrder(order, now);
    if (quote.accrued !== BigInt(order.accrued)) throw new Error(`earn order ${order.id}: posted interest differs from the quote`);
    if (quote.totalReturned !== expected) return fail('earn_quote_changed', { quote: quoteView(order, quote, true, now) });
    await postRedemption(tx, order, quote);
    const [redeemed] = await tx
      .update(earnOrders)
      .set({
        status: 'redeemed',
        closedAt: now,
        principalReturned: quote.principalReturned.toString(),
        interestPaid: quote.interestKept.toString(),
        interestForfeited: quote.interestForfeited.toString(),
        principalPenalty: quote.principalPenalty.toString(),
      })
      .where(eq(earnOrders.id, order.id))
      .returning();
    if (!redeemed) throw new Error(`earn order ${order.id} vanished under its lock`);
    await postUserMessage(tx, clock, {
      userId: order.userId,
      kind: 'earn_redeemed',
      params: {
        order_no: orderNumber(order),
        total: formatUnits(quote.totalReturned, USDT_SCALE),
        interest: formatUnits(quote.interestKept, USDT_SCALE),
        forfeited: formatUnits(quote.interestForfeited + quote.principalPenalty, USDT_SCALE),
      },
      dedupeKey: `earn_redeemed:${order.id}`,
    });
    return ok(orderView(redeemed, holidays));
  });
}

/**
 * Custody empties; the exchange account gets what the quote returns. Forfeited interest goes back
 * to the earn-expense account it came from (the yield's net cost stays true); a principal penalty
 * is platform income, so it goes to `fees`.
 */
async function postRedemption(tx: DbOrTx, order: EarnOrderRow, quote: RedemptionQuote): Promise<void> {
  const user = (kind: 'earn' | 'exchange') => ({ owner: 'user' as const, userId: order.userId, kind, asset: order.asset });
  const movements: Movement[] = [
    { account: user('earn'), bucket: 'frozen', amount: -(quote.principal + quote.accrued) },
    { account: user('exchange'), bucket: 'available', amount: quote.totalReturned },
    { account: { owner: 'house', kind: 'earn_expense', asset: order.asset }, bucket: 'available', amount: quote.interestForfeited },
    { account: { owner: 'house', kind: 'fees', asset: order.asset }, bucket: 'available', amount: quote.principalPenalty },
  ];
  const posted = await postEntries(tx, {
    reason: 'earn_redeem',
    actor: `user:${order.userId}`,
    cause: { type: 'earn_order', id: String(order.id) },
    idempotencyKey: earnKeys.redeem(order.id),
    memo: `early redemption (${order.earlyRule})`,
    movements: movements.filter((movement) => movement.amount !== 0n),
  });
  if (!posted.ok || posted.value.replayed) throw new Error(`early redemption of earn order ${order.id} does not match its custody account`);
}
