import { type EarnOrderView, earnDayNumber, fail, ok, parseUnits, type Result } from '@veritex/shared';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { earnKeys } from './earnKeys.js';
import { USDT_SCALE } from './earnTerms.js';
import { orderView, plainUsdt } from './earnViews.js';
import { loadHolidays } from './holidays.js';
import { type EarnOrderRow, type EarnProductRow, earnOrders, earnProducts } from './schema.js';

export interface BuyEarnProductInput {
  userId: bigint;
  productId: bigint;
  /** Decimal string of USDT, as typed. */
  amount: string;
  requestId: string;
}

/** Thrown inside the transaction to roll the order back with a refusal. */
class Refusal extends Error {
  constructor(readonly result: Result<never>) {
    super('refused');
  }
}

/**
 * web/buyProfit. The principal moves from the exchange account's available USDT into the user's
 * earn account (frozen) in the transaction that records the order with the product's terms
 * copied into it. The product row is locked first, so two purchases cannot both take the last of
 * its capacity. A repeated request_id answers the first order; the same id asking for another
 * purchase is refused (`request_id_reused`).
 */
export async function buyEarnProduct(db: Database, clock: Clock, input: BuyEarnProductInput): Promise<Result<EarnOrderView>> {
  const amount = parseUnits(input.amount, USDT_SCALE);
  if (amount === undefined || amount <= 0n) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const holidays = await loadHolidays(db);
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(earlier, input, amount, holidays);
  try {
    return await db.transaction(async (tx) => {
      const product = await lockProduct(tx, input.productId);
      if (!product) return fail('product_unknown', { field: 'product_id' });
      const refused = await checkPurchase(tx, product, amount, input.userId < 0n);
      if (refused) return refused;
      const order = await insertOrder(tx, clock.now(), input, product, amount);
      if (!order) {
        // The same request id committed by a concurrent call while this one waited.
        const raced = await findByRequest(tx, input.userId, input.requestId);
        if (!raced) throw new Error('earn order request conflict without an order');
        return answerRepeat(raced, input, amount, holidays);
      }
      await subscribe(tx, order);
      return ok(orderView(order, holidays));
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

function answerRepeat(earlier: EarnOrderRow, input: BuyEarnProductInput, amount: bigint, holidays: ReadonlySet<string>): Result<EarnOrderView> {
  const same = earlier.productId === input.productId && BigInt(earlier.principal) === amount;
  return same ? ok(orderView(earlier, holidays)) : fail('request_id_reused', { field: 'request_id' });
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<EarnOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(earnOrders)
    .where(and(eq(earnOrders.userId, userId), eq(earnOrders.requestId, requestId)));
  return row;
}

async function lockProduct(tx: DbOrTx, productId: bigint): Promise<EarnProductRow | undefined> {
  const [product] = await tx
    .select()
    .from(earnProducts)
    .where(and(eq(earnProducts.id, productId), eq(earnProducts.active, true)))
    .for('update');
  return product;
}

/**
 * Bounds, then capacity (under the product's row lock); undefined when the purchase fits. Demo
 * identities (negative ids) fill a capacity of their own: virtual money never uses up the real one.
 */
async function checkPurchase(tx: DbOrTx, product: EarnProductRow, amount: bigint, demo: boolean): Promise<Result<never> | undefined> {
  const min = BigInt(product.minAmount);
  const max = BigInt(product.maxAmount);
  if (amount < min || amount > max) return fail('amount_out_of_bounds', { field: 'amount', min: plainUsdt(min), max: plainUsdt(max) });
  const [held] = await tx
    .select({ principal: sql<string>`coalesce(sum(${earnOrders.principal}), 0)::text` })
    .from(earnOrders)
    .where(
      and(
        eq(earnOrders.productId, product.id),
        inArray(earnOrders.status, ['custody', 'redeeming']),
        demo ? lt(earnOrders.userId, 0n) : gt(earnOrders.userId, 0n),
      ),
    );
  const remaining = BigInt(product.capacity) - BigInt(held?.principal ?? '0');
  if (amount > remaining) return fail('earn_capacity_reached', { field: 'amount', remaining: plainUsdt(remaining > 0n ? remaining : 0n) });
  return undefined;
}

/** Undefined when the request id already has an order (a concurrent repeat). */
async function insertOrder(tx: DbOrTx, now: Date, input: BuyEarnProductInput, product: EarnProductRow, amount: bigint): Promise<EarnOrderRow | undefined> {
  const [row] = await tx
    .insert(earnOrders)
    .values({
      userId: input.userId,
      productId: product.id,
      asset: product.asset,
      principal: amount.toString(),
      termDays: product.termDays,
      dailyRatePpm: product.dailyRatePpm,
      earlyRule: product.earlyRule,
      penaltyInterestBp: product.penaltyInterestBp,
      penaltyPrincipalBp: product.penaltyPrincipalBp,
      // Interest counts from the day of deposit (spec §9): today is day 1 of the term.
      startDay: earnDayNumber(now),
      requestId: input.requestId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [earnOrders.userId, earnOrders.requestId] })
    .returning();
  return row;
}

async function subscribe(tx: DbOrTx, order: EarnOrderRow): Promise<void> {
  const principal = BigInt(order.principal);
  const posted = await postEntries(tx, {
    reason: 'earn_subscribe',
    actor: `user:${order.userId}`,
    cause: { type: 'earn_order', id: String(order.id) },
    idempotencyKey: earnKeys.subscribe(order.userId, order.requestId),
    movements: [
      { account: { owner: 'user', userId: order.userId, kind: 'exchange', asset: order.asset }, bucket: 'available', amount: -principal },
      { account: { owner: 'user', userId: order.userId, kind: 'earn', asset: order.asset }, bucket: 'frozen', amount: principal },
    ],
  });
  // Throwing rolls the order back with the refused posting.
  if (!posted.ok) throw new Refusal(fail('insufficient_balance', { field: 'amount' }));
}
