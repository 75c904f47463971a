import { fail, type OrderEndReason, ok, type Result, type SpotOrder } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { rollbackOnRefusal } from '../../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../../ledger/index.js';
import type { PlaceError, ValidatedOrder } from '../applyBatch.js';
import { baseUnits, MAX_ENGINE_UNITS, type MarketRules, plainDecimal, priceUnits, quoteValue, quoteValueCeil } from '../marketRules.js';
import { isOrderPlacedAs } from '../sameOrder.js';
import type { SpotWriter } from '../spotWriter.js';
import { type MarketState, orderView } from '../state.js';
import { type DemoOrderRow, isFilled, postDemoFills, releaseDemoOrder, saveDemoOrder, walkFor } from './demoFills.js';
import { readDemoOrder } from './readDemoOrder.js';

/**
 * web/placeOrder for a demo identity: the order never enters the book. A marketable part fills now
 * against the book's visible depth as it stands (walkBook: the slippage of the levels actually
 * taken, the book untouched), so demo users never trade with real ones; a GTC limit rest is kept
 * and filled by the `spot.demo-resting` job once the book reaches it. Same rules, fees and errors
 * as a real order; the client order id makes a retry answer the first order.
 */
export async function placeDemoOrder(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  order: ValidatedOrder,
): Promise<Result<SpotOrder, PlaceError | 'request_id_reused'>> {
  const market = deps.exchange.view.markets.get(order.symbol);
  if (!market) throw new Error(`unknown market ${order.symbol}`);
  const earlier = await readDemoOrder(deps.db, userId, { clientOrderId: order.clientOrderId });
  if (earlier)
    return isOrderPlacedAs(earlier, order, market.rules) ? ok(orderView(earlier, market.rules)) : fail('request_id_reused', { field: 'client_order_id' });
  const needs = fundsNeeded(market, order);
  if (!needs.ok) return needs;
  const result = await rollbackOnRefusal<SpotOrder>(deps.db, async (tx) => {
    const created = await insertOrder(tx, deps.exchange.clock, userId, order, market.rules, needs.value);
    const frozen = await postEntries(tx, {
      reason: 'spot_freeze',
      actor: `user:${userId}`,
      cause: { type: 'demo_spot_order', id: created.id.toString() },
      idempotencyKey: `demo_spot:freeze:${created.id}`,
      movements: [
        { account: { owner: 'user', userId, kind: 'exchange', asset: needs.value.asset }, bucket: 'available', amount: -needs.value.amount },
        { account: { owner: 'user', userId, kind: 'exchange', asset: needs.value.asset }, bucket: 'frozen', amount: needs.value.amount },
      ],
    });
    if (!frozen.ok) return fail('insufficient_balance', { field: order.amount === undefined ? 'quantity' : 'amount' });
    const fills = walkFor(market, created);
    if (order.postOnly && fills.length > 0) return fail('post_only_would_cross');
    const filledAll = fills.reduce((sum, f) => sum + f.lots, 0) === order.lots;
    if (order.timeInForce === 'FOK' && !filledAll) return fail('fok_unfillable');
    const after = await postDemoFills(tx, deps.exchange.clock, market.rules, created, fills, 'taker');
    const ending = endingOf(order, after, fills.length > 0);
    if (ending) await releaseDemoOrder(tx, market.rules, after);
    const status = ending ? (after.filledQuantity > 0n ? 'closed' : 'withdrawn') : after.filledQuantity > 0n ? 'trading' : 'pending';
    await saveDemoOrder(tx, deps.exchange.clock, ending ? { ...after, frozenLeft: 0n } : after, status, ending);
    const saved = await readDemoOrder(tx, userId, { id: created.id });
    if (!saved) throw new Error('demo order vanished');
    return ok(orderView(saved, market.rules));
  });
  return result as Result<SpotOrder, PlaceError | 'request_id_reused'>;
}

/** Why the order ends right after placement, or null when a limit GTC rest stays open. */
function endingOf(order: ValidatedOrder, after: DemoOrderRow, anyFill: boolean): OrderEndReason | null {
  if (isFilled(after)) return 'filled';
  if (order.type === 'market') return anyFill ? (order.side === 'buy' ? 'budget_exhausted' : 'ioc_expired') : 'no_liquidity';
  if (order.timeInForce === 'IOC') return 'ioc_expired';
  return null;
}

/** The same checks as the writer's (exchange fundsNeeded): minimum value, liquidity, the freeze. */
function fundsNeeded(market: MarketState, input: ValidatedOrder): Result<{ asset: string; amount: bigint }, PlaceError> {
  const { rules, book } = market;
  const opposite = input.side === 'buy' ? book.bestAsk() : book.bestBid();
  if (input.type === 'market' && opposite === undefined) return fail('no_liquidity');
  const tooSmall = (field: string) => fail('notional_too_small', { min: plainDecimal(rules.minNotional, rules.quoteScale), field });
  if (input.type === 'market' && input.side === 'buy') {
    const amount = input.amount ?? 0n;
    return amount < rules.minNotional ? tooSmall('amount') : ok({ asset: rules.quote, amount });
  }
  const lots = input.lots ?? 0;
  const referenceTicks = input.type === 'limit' ? (input.priceTicks ?? 0) : (opposite ?? 0);
  if (BigInt(referenceTicks) * BigInt(lots) > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'quantity' });
  if (quoteValue(rules, referenceTicks, lots) < rules.minNotional) return tooSmall('quantity');
  if (input.side === 'sell') return ok({ asset: rules.base, amount: baseUnits(rules, lots) });
  return ok({ asset: rules.quote, amount: quoteValueCeil(rules, input.priceTicks ?? 0, lots) });
}

async function insertOrder(
  tx: DbOrTx,
  clock: Clock,
  userId: bigint,
  order: ValidatedOrder,
  rules: MarketRules,
  needs: { amount: bigint },
): Promise<DemoOrderRow> {
  const price = order.priceTicks === undefined ? null : priceUnits(rules, order.priceTicks);
  const quantity = order.lots === undefined ? null : baseUnits(rules, order.lots);
  const at = clock.now().toISOString();
  const [row] = (
    await tx.execute<{ id: string }>(sql`
      insert into demo_spot_orders (user_id, client_order_id, symbol, side, type, time_in_force, post_only, price, quantity, amount, frozen, frozen_left, status, created_at, updated_at)
      values (${userId}, ${order.clientOrderId}, ${order.symbol}, ${order.side}, ${order.type}, ${order.timeInForce}, ${order.postOnly}, ${price?.toString() ?? null},
        ${quantity?.toString() ?? null}, ${order.amount?.toString() ?? null}, ${needs.amount.toString()}, ${needs.amount.toString()}, 'pending', ${at}, ${at})
      returning id::text`)
  ).rows;
  if (!row) throw new Error('demo order insert returned nothing');
  return {
    id: BigInt(row.id),
    userId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price,
    quantity,
    amount: order.amount ?? null,
    frozenLeft: needs.amount,
    filledQuantity: 0n,
    filledAmount: 0n,
    fee: 0n,
  };
}
