import { type ErrorName, type FlashQuote, fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import type { SpotWriter } from '../spot/index.js';
import { type FlashPairMarket, resolveFlashPair } from './flashMarkets.js';
import { quoteView, swapRules } from './flashViews.js';
import { type PricedSwap, priceSwap } from './priceSwap.js';
import { type FlashSwapRow, flashSwaps } from './schema.js';

export interface QuoteFlashInput {
  userId: bigint;
  fromAsset: string;
  toAsset: string;
  /** Decimal string of the asset given, as typed. */
  amount: string;
  requestId: string;
}

/**
 * web/flashQuote. Walks the live in-memory book for the amount and keeps the quote (open until
 * `flash_quote_seconds` from now) with the fill-or-kill order that will execute it. Nothing is
 * frozen: the quote promises a price bound, not liquidity, and confirming refuses with
 * `flash_price_moved` when the book no longer gives it. A repeated request id answers the first
 * quote (per user and request id, under a unique index).
 */
export async function quoteFlash(deps: { db: DbOrTx; exchange: SpotWriter; clock: Clock }, input: QuoteFlashInput): Promise<Result<FlashQuote, ErrorName>> {
  const pair = resolveFlashPair(deps.exchange, input.fromAsset, input.toAsset);
  if (!pair.ok) return pair;
  const earlier = await findByRequest(deps.db, input.userId, input.requestId);
  if (earlier) return answerRepeat(deps.exchange, earlier, input);
  const priced = priceSwap(pair.value, input.userId, input.amount);
  if (!priced.ok) return priced;
  const { flash_quote_seconds: seconds } = await readSettings(deps.db);
  const row = await insertQuote(deps.db, deps.clock.now(), seconds, input, pair.value, priced.value);
  // Undefined: the same request id was stored by a concurrent call meanwhile.
  const stored = row ?? (await findByRequest(deps.db, input.userId, input.requestId));
  if (!stored) throw new Error('flash quote request conflict without a quote');
  return row ? ok(quoteView(row, pair.value.market.rules)) : answerRepeat(deps.exchange, stored, input);
}

function answerRepeat(exchange: SpotWriter, earlier: FlashSwapRow, input: QuoteFlashInput): Result<FlashQuote, ErrorName> {
  const same = earlier.fromAsset === input.fromAsset && earlier.toAsset === input.toAsset;
  return same ? ok(quoteView(earlier, swapRules(exchange, earlier))) : fail('request_id_reused', { field: 'request_id' });
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<FlashSwapRow | undefined> {
  const [row] = await db
    .select()
    .from(flashSwaps)
    .where(and(eq(flashSwaps.userId, userId), eq(flashSwaps.requestId, requestId)));
  return row;
}

async function insertQuote(
  db: DbOrTx,
  now: Date,
  seconds: number,
  input: QuoteFlashInput,
  pair: FlashPairMarket,
  priced: PricedSwap,
): Promise<FlashSwapRow | undefined> {
  const { rules } = pair.market;
  const [row] = await db
    .insert(flashSwaps)
    .values({
      userId: input.userId,
      symbol: rules.symbol,
      side: priced.side,
      fromAsset: input.fromAsset,
      toAsset: input.toAsset,
      fromAmount: priced.fromUnits.toString(),
      toAmount: priced.toUnits.toString(),
      fee: priced.fee.toString(),
      feeAsset: input.toAsset,
      priceUnits: priced.priceUnits.toString(),
      limitPriceTicks: priced.limitTicks.toString(),
      lots: priced.lots.toString(),
      requestId: input.requestId,
      expiresAt: new Date(now.getTime() + seconds * 1000),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [flashSwaps.userId, flashSwaps.requestId] })
    .returning();
  return row;
}
