import { type ErrorName, type FlashRecord, fail, formatUnits, ok, parseUnits, type Result, type SpotOrder } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { findOrderByClientId, type MarketRules, placeOrder, type SpotWriter } from '../spot/index.js';
import { recordView, swapRules } from './flashViews.js';
import { type FlashSwapRow, flashSwaps } from './schema.js';

export interface ConfirmFlashDeps {
  db: Database;
  exchange: SpotWriter;
  clock: Clock;
}

/** Refusals of the spot writer that mean the book no longer gives the quote: the quote is spent. */
const PRICE_MOVED: ReadonlySet<string> = new Set(['fok_unfillable', 'no_liquidity', 'notional_too_small', 'quantity_too_large', 'request_id_reused']);

/**
 * web/flashConfirm. Executes the caller's open quote as a limit fill-or-kill order on its market
 * at the quote's worst price for the quote's lots, so it fills at the quote or better, or not at
 * all (`flash_price_moved`, the quote refused for good). What the order actually took and gave
 * is recorded; the spot trade's postings are the account log's entries for it.
 *
 * Concurrency: the quote's row is locked (FOR UPDATE) for the whole confirmation, order included,
 * so a second confirmation waits and then finds it filled or refused and answers the same. The
 * order's client order id `flash-<id>` is the second guard: if the record of a filled order did
 * not commit (a crash between the writer's commit and ours), the next confirmation gets that same
 * order back from the writer, or, once the quote has expired, finds it by that id; it never
 * places a second one.
 */
export async function confirmFlash(deps: ConfirmFlashDeps, input: { userId: bigint; quoteId: bigint }): Promise<Result<FlashRecord, ErrorName>> {
  return deps.db.transaction(async (tx) => {
    const swap = await lockOwnSwap(tx, input.userId, input.quoteId);
    if (!swap) return fail('flash_quote_unknown', { field: 'quote_id' });
    const rules = swapRules(deps.exchange, swap);
    if (swap.status === 'filled') return ok(recordView(swap, rules));
    if (swap.status === 'refused') return fail('flash_price_moved');
    const now = deps.clock.now();
    if (swap.expiresAt.getTime() <= now.getTime()) {
      const placed = await findOrderByClientId({ db: tx, exchange: deps.exchange }, input.userId, clientOrderId(swap));
      return placed ? recordFill(tx, swap, rules, placed, now) : fail('flash_quote_expired');
    }
    const placed = await placeOrder({ db: tx, exchange: deps.exchange }, input.userId, {
      symbol: swap.symbol,
      side: swap.side,
      type: 'limit',
      time_in_force: 'FOK',
      post_only: false,
      price: formatUnits(BigInt(swap.limitPriceTicks) * rules.tickUnits, rules.quoteScale),
      quantity: formatUnits(BigInt(swap.lots) * rules.lotUnits, rules.baseScale),
      client_order_id: clientOrderId(swap),
    });
    if (placed.ok && filledAny(rules, placed.value)) return recordFill(tx, swap, rules, placed.value, now);
    if (placed.ok || PRICE_MOVED.has(placed.error)) return refuse(tx, swap, now);
    // insufficient_balance, order_not_accepted: nothing happened; the quote stays open until it expires.
    return placed;
  });
}

function clientOrderId(swap: FlashSwapRow): string {
  return `flash-${swap.id}`;
}

/** A fill-or-kill order fills entirely or not at all; anything it filled is recorded, never refused. */
function filledAny(rules: MarketRules, order: SpotOrder): boolean {
  return (parseUnits(order.filled_quantity, rules.baseScale) ?? 0n) > 0n;
}

/** The caller's own quote, locked; another user's quote is not found. */
async function lockOwnSwap(tx: DbOrTx, userId: bigint, id: bigint): Promise<FlashSwapRow | undefined> {
  const [row] = await tx
    .select()
    .from(flashSwaps)
    .where(and(eq(flashSwaps.id, id), eq(flashSwaps.userId, userId)))
    .for('update');
  return row;
}

async function recordFill(tx: DbOrTx, swap: FlashSwapRow, rules: MarketRules, order: SpotOrder, now: Date): Promise<Result<FlashRecord, ErrorName>> {
  const done = executed(swap.side, rules, order);
  const [row] = await tx
    .update(flashSwaps)
    .set({
      status: 'filled',
      orderId: BigInt(order.id),
      filledFrom: done.from.toString(),
      filledTo: done.to.toString(),
      filledFee: done.fee.toString(),
      filledPriceUnits: done.price.toString(),
      executedAt: now,
    })
    .where(eq(flashSwaps.id, swap.id))
    .returning();
  if (!row) throw new Error(`flash swap ${swap.id} vanished under its lock`);
  return ok(recordView(row, rules));
}

async function refuse(tx: DbOrTx, swap: FlashSwapRow, now: Date): Promise<Result<never, 'flash_price_moved'>> {
  await tx.update(flashSwaps).set({ status: 'refused', executedAt: now }).where(eq(flashSwaps.id, swap.id));
  return fail('flash_price_moved');
}

/**
 * What the order took and gave, in minor units: a sell gives its coins and receives the quote
 * value less the fee (USDT); a buy spends the quote value and receives the coins less the fee.
 */
function executed(side: 'buy' | 'sell', rules: MarketRules, order: SpotOrder): { from: bigint; to: bigint; fee: bigint; price: bigint } {
  const units = (value: string | null, scale: number): bigint => {
    const parsed = parseUnits(value ?? '0', scale);
    if (parsed === undefined) throw new Error(`spot order ${order.id} answered ${value} at scale ${scale}`);
    return parsed;
  };
  const quantity = units(order.filled_quantity, rules.baseScale);
  const amount = units(order.filled_amount, rules.quoteScale);
  const price = units(order.average_price, rules.quoteScale);
  if (side === 'sell') {
    const fee = units(order.fee, rules.quoteScale);
    return { from: quantity, to: amount - fee, fee, price };
  }
  const fee = units(order.fee, rules.baseScale);
  return { from: amount, to: quantity - fee, fee, price };
}
