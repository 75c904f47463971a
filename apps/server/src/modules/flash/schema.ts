import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Flash-exchange swaps: the quote as shown (amounts in each asset's minor units, the order's
 * limit price in ticks and size in lots), then its execution. `open` until confirmed; `filled`
 * with what the spot order actually took and gave; `refused` when the book no longer gave it.
 * The spot order's client order id is `flash-<id>`, so a confirmation can never place two.
 */
export const flashSwaps = pgTable(
  'flash_swaps',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    fromAsset: text('from_asset').notNull(),
    toAsset: text('to_asset').notNull(),
    fromAmount: numeric('from_amount', { precision: 38, scale: 0 }).notNull(),
    toAmount: numeric('to_amount', { precision: 38, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    feeAsset: text('fee_asset').notNull(),
    /** Average price of the walk, USDT minor units per whole coin. */
    priceUnits: numeric('price_units', { precision: 38, scale: 0 }).notNull(),
    limitPriceTicks: numeric('limit_price_ticks', { precision: 38, scale: 0 }).notNull(),
    lots: numeric('lots', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: ['open', 'filled', 'refused'] })
      .notNull()
      .default('open'),
    orderId: bigint('order_id', { mode: 'bigint' }),
    filledFrom: numeric('filled_from', { precision: 38, scale: 0 }),
    filledTo: numeric('filled_to', { precision: 38, scale: 0 }),
    filledFee: numeric('filled_fee', { precision: 38, scale: 0 }),
    filledPriceUnits: numeric('filled_price_units', { precision: 38, scale: 0 }),
    requestId: text('request_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('flash_swaps_request_key').on(t.userId, t.requestId),
    index('flash_swaps_user_idx').on(t.userId, t.id).where(sql`${t.status} <> 'open'`),
    check('flash_swaps_valid', sql`${t.fromAmount} > 0 and ${t.toAmount} >= 0 and ${t.fee} >= 0 and ${t.lots} > 0`),
  ],
);

export type FlashSwapRow = typeof flashSwaps.$inferSelect;
