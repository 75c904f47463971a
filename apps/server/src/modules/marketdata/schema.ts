import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const assets = pgTable('assets', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Decimal places of the asset's minor unit: amounts are stored as integers of 10^-scale. */
  scale: integer('scale').notNull(),
  /**
   * Decimal places balances of this asset are shown with (cut towards zero; the full amount on
   * hover and in exports): USDT 2, BTC 6. Operator configuration; never more than `scale`.
   */
  displayScale: integer('display_scale').notNull().default(6),
  sort: integer('sort').notNull().default(0),
  /**
   * Coin information of a coin staff added on the markets desk (issue 19); the seeded coins' is in
   * coinInfo/coins.json. The icon is an uploaded image in the image store (null: built-in artwork or a monogram).
   */
  iconKey: text('icon_key'),
  website: text('website'),
  whitePaper: text('white_paper'),
  /** The introduction as staff wrote it (one text, shown in every language). */
  introduction: text('introduction'),
  totalSupply: numeric('total_supply', { precision: 38, scale: 18 }),
  circulatingSupply: numeric('circulating_supply', { precision: 38, scale: 18 }),
  releaseDate: date('release_date', { mode: 'string' }),
  /** Extra fields of coin information, for later additions without a migration. */
  extra: jsonb('extra'),
});

export const markets = pgTable('markets', {
  symbol: text('symbol').primaryKey(),
  base: text('base')
    .notNull()
    .references(() => assets.code),
  quote: text('quote')
    .notNull()
    .references(() => assets.code),
  /** spot: the order book; contract: perpetual against the reference feed. */
  kind: text('kind', { enum: ['spot', 'contract'] }).notNull(),
  priceScale: integer('price_scale').notNull(),
  quantityScale: integer('quantity_scale').notNull(),
  /** Starting level of the seeded price simulator, a decimal string in the quote asset. */
  referencePrice: numeric('reference_price', { precision: 38, scale: 12 }).notNull(),
  /** Annualised volatility of the simulator for this market, in basis points. */
  volatilityBp: integer('volatility_bp').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Spot rules: prices are multiples of tick_size (quote), quantities of lot_size (base). */
  tickSize: numeric('tick_size', { precision: 38, scale: 18 }).notNull().default('0.01'),
  lotSize: numeric('lot_size', { precision: 38, scale: 18 }).notNull().default('0.0001'),
  /** Smallest order value in the quote asset. */
  minNotional: numeric('min_notional', { precision: 38, scale: 18 }).notNull().default('5'),
  /** Fees in basis points of what each side receives. */
  makerFeeBp: integer('maker_fee_bp').notNull().default(10),
  takerFeeBp: integer('taker_fee_bp').notNull().default(10),
  /** Listing state (markets desk): an unlisted market takes no new orders and leaves the market lists; resting orders stay. */
  listed: boolean('listed').notNull().default(true),
});

/**
 * The reference feed as observed, one tick a second per instrument: every fill, liquidation and
 * settlement names the tick it used. Price in units of the instrument's scale. Partitioned by day
 * of `at` (migration 0027_history_partitions; `reference_ticks_default` catches days without a
 * partition and holds the referenced ticks that outlive retention, see pruneTicks.ts).
 */
export const referenceTicks = pgTable(
  'reference_ticks',
  {
    symbol: text('symbol').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 38, scale: 0 }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.at] })],
);

/**
 * Candles of the reference ticks per symbol and interval (the klines intervals), maintained in the
 * statement that stores the ticks (tickRollup.ts), so a chart never reads raw ticks and candles
 * outlive the raw-tick retention. `open_at`/`close_at` are the instants of the ticks that gave the
 * open and the close, so ticks stored out of order (catch-up, history) still land right.
 */
export const referenceTickCandles = pgTable(
  'reference_tick_candles',
  {
    symbol: text('symbol').notNull(),
    interval: text('interval').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: numeric('open', { precision: 38, scale: 0 }).notNull(),
    high: numeric('high', { precision: 38, scale: 0 }).notNull(),
    low: numeric('low', { precision: 38, scale: 0 }).notNull(),
    close: numeric('close', { precision: 38, scale: 0 }).notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    ticks: integer('ticks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.openTime] })],
);
