import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { type AccountRef, postEntries } from '../../ledger/index.js';
import { baseUnits, feeOn, type MarketRules, priceUnits, quoteValue } from '../marketRules.js';
import type { MarketState } from '../state.js';
import { type WalkFill, walkBook } from './walkBook.js';

/** The book levels a demo order may take: what the site shows (new_data's 50 a side). */
export const VISIBLE_LEVELS = 50;

/** A demo order as stored (demo_spot_orders) in minor units. */
export interface DemoOrderRow {
  id: bigint;
  userId: bigint;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price: bigint | null;
  quantity: bigint | null;
  amount: bigint | null;
  frozenLeft: bigint;
  filledQuantity: bigint;
  filledAmount: bigint;
  fee: bigint;
}

/** What walking the book right now gives this order (lots still wanted, or a market buy's budget left). */
export function walkFor(market: MarketState, order: DemoOrderRow): WalkFill[] {
  const { rules } = market;
  const depth = market.book.depth(VISIBLE_LEVELS);
  const levels = order.side === 'buy' ? depth.asks : depth.bids;
  const limitTicks = order.price === null ? undefined : Number(order.price / rules.tickUnits);
  if (order.type === 'market' && order.side === 'buy') {
    const budget = ((order.amount ?? 0n) - order.filledAmount) * 10n ** BigInt(rules.baseScale);
    return walkBook(levels, { side: 'buy', budgetTickLots: budget / (rules.tickUnits * rules.lotUnits) });
  }
  const lotsLeft = Number(((order.quantity ?? 0n) - order.filledQuantity) / rules.lotUnits);
  return walkBook(levels, { side: order.side, limitTicks, lots: lotsLeft });
}

/**
 * Posts each fill against the demo book's market-maker account (the simulated other side) and the
 * demo fee account, exactly as a real trade moves the two sides, and records it. Runs inside the
 * caller's transaction; the order row is updated by the caller from the returned totals.
 */
export async function postDemoFills(
  tx: DbOrTx,
  clock: Clock,
  rules: MarketRules,
  order: DemoOrderRow,
  fills: readonly WalkFill[],
  role: 'maker' | 'taker',
): Promise<DemoOrderRow> {
  const next = { ...order };
  const feeBp = role === 'maker' ? rules.makerFeeBp : rules.takerFeeBp;
  const user = (asset: string): AccountRef => ({ owner: 'user', userId: order.userId, kind: 'exchange', asset });
  const house = (kind: 'market_maker' | 'fees', asset: string): AccountRef => ({ owner: 'house', kind, asset });
  for (const fill of fills) {
    const quantity = baseUnits(rules, fill.lots);
    const amount = quoteValue(rules, fill.priceTicks, fill.lots);
    const buy = order.side === 'buy';
    const fee = buy ? feeOn(quantity, feeBp) : feeOn(amount, feeBp);
    const [row] = (
      await tx.execute<{ id: string }>(sql`
        insert into demo_spot_fills (order_id, user_id, symbol, side, role, price, quantity, amount, fee, fee_asset, created_at)
        values (${order.id}, ${order.userId}, ${rules.symbol}, ${order.side}, ${role}, ${priceUnits(rules, fill.priceTicks).toString()},
          ${quantity.toString()}, ${amount.toString()}, ${fee.toString()}, ${buy ? rules.base : rules.quote}, ${clock.now().toISOString()})
        returning id::text`)
    ).rows;
    if (!row) throw new Error('demo fill insert returned nothing');
    const paid = buy ? { asset: rules.quote, units: amount } : { asset: rules.base, units: quantity };
    const got = buy ? { asset: rules.base, units: quantity } : { asset: rules.quote, units: amount };
    const posted = await postEntries(tx, {
      reason: 'spot_trade',
      actor: `user:${order.userId}`,
      cause: { type: 'demo_spot_fill', id: row.id },
      idempotencyKey: `demo_spot:fill:${row.id}`,
      movements: [
        { account: user(paid.asset), bucket: 'frozen', amount: -paid.units },
        { account: house('market_maker', paid.asset), bucket: 'available', amount: paid.units },
        { account: house('market_maker', got.asset), bucket: 'available', amount: -got.units },
        { account: user(got.asset), bucket: 'available', amount: got.units - fee },
        ...(fee > 0n ? [{ account: house('fees', got.asset), bucket: 'available' as const, amount: fee }] : []),
      ],
    });
    if (!posted.ok) throw new Error('a demo fill found its frozen funds missing');
    next.frozenLeft -= paid.units;
    next.filledQuantity += quantity;
    next.filledAmount += amount;
    next.fee += fee;
  }
  return next;
}

/** Releases what an ending order still holds, once. */
export async function releaseDemoOrder(tx: DbOrTx, rules: MarketRules, order: DemoOrderRow): Promise<void> {
  if (order.frozenLeft <= 0n) return;
  const asset = order.side === 'buy' ? rules.quote : rules.base;
  const account: AccountRef = { owner: 'user', userId: order.userId, kind: 'exchange', asset };
  await postEntries(tx, {
    reason: 'spot_release',
    actor: `user:${order.userId}`,
    cause: { type: 'demo_spot_order', id: order.id.toString() },
    idempotencyKey: `demo_spot:release:${order.id}`,
    movements: [
      { account, bucket: 'frozen', amount: -order.frozenLeft },
      { account, bucket: 'available', amount: order.frozenLeft },
    ],
  });
}

export async function saveDemoOrder(
  tx: DbOrTx,
  clock: Clock,
  order: DemoOrderRow,
  status: 'pending' | 'trading' | 'closed' | 'withdrawn',
  reason: string | null,
): Promise<void> {
  await tx.execute(sql`
    update demo_spot_orders set frozen_left = ${order.frozenLeft.toString()}, filled_quantity = ${order.filledQuantity.toString()},
      filled_amount = ${order.filledAmount.toString()}, fee = ${order.fee.toString()}, status = ${status}, reason = ${reason},
      updated_at = ${clock.now().toISOString()}
    where id = ${order.id}`);
}

/** A quantity order with nothing left to fill (a market buy ends after its one walk instead). */
export function isFilled(order: DemoOrderRow): boolean {
  return order.quantity !== null && order.filledQuantity >= order.quantity;
}
