import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const INSTRUMENT_CATEGORIES = ['crypto', 'metal', 'oil', 'forex', 'stock'] as const;
export type InstrumentCategory = (typeof INSTRUMENT_CATEGORIES)[number];

/**
 * Leveraged instruments: crypto perpetuals and CFDs. Every instrument settles in USDT; `quote`
 * is only the currency its price is stated in (USD counts as USDT one to one; a JPY or CHF
 * price converts through the instrument's own price).
 */
export const instruments = pgTable(
  'instruments',
  {
    symbol: text('symbol').primaryKey(),
    /** English display name; the pages translate the category, not the name. */
    name: text('name').notNull(),
    category: text('category', { enum: INSTRUMENT_CATEGORIES }).notNull(),
    kind: text('kind', { enum: ['perpetual', 'cfd'] }).notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    priceScale: integer('price_scale').notNull(),
    /** The spec's "stated size": base units in one lot (0.01 BTC, 1 oz of gold, 1,000 EUR). */
    lotSize: numeric('lot_size', { precision: 38, scale: 18 }).notNull(),
    maxLeverage: integer('max_leverage').notNull(),
    /** Full bid–ask spread around the mark price, in basis points of it. */
    spreadBp: integer('spread_bp').notNull(),
    openFeeBp: integer('open_fee_bp').notNull(),
    closeFeeBp: integer('close_fee_bp').notNull(),
    /** Liquidation when equity falls to this share of the position's notional. */
    maintenanceMarginBp: integer('maintenance_margin_bp').notNull(),
    /** Funding (perpetuals, per 8 h) or overnight fee (CFDs, per day), in basis points of notional. */
    carryRateBp: integer('carry_rate_bp').notNull(),
    carryPeriod: text('carry_period', { enum: ['8h', '1d'] }).notNull(),
    /** A schedule in the format of tradingHours.ts, e.g. `week:Sun22:00-Fri22:00`. */
    tradingHours: text('trading_hours').notNull(),
    /** Starting level of the seeded price simulator, in the quote currency. */
    referencePrice: numeric('reference_price', { precision: 38, scale: 12 }).notNull(),
    /** Annualised volatility of the simulator, in basis points. */
    volatilityBp: integer('volatility_bp').notNull(),
    /** The house's largest open notional per side; new positions beyond it are refused. */
    exposureCapUsdt: numeric('exposure_cap_usdt', { precision: 38, scale: 6 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('instruments_leverage_valid', sql`${t.maxLeverage} >= 1`),
    check('instruments_lot_positive', sql`${t.lotSize} > 0`),
    check('instruments_rates_not_negative', sql`${t.spreadBp} >= 0 and ${t.openFeeBp} >= 0 and ${t.closeFeeBp} >= 0 and ${t.carryRateBp} >= 0`),
    // Below the initial margin at full leverage, or a new position would be liquidated at once.
    check('instruments_maintenance_below_initial', sql`${t.maintenanceMarginBp} > 0 and ${t.maintenanceMarginBp} * ${t.maxLeverage} < 10000`),
  ],
);

export type Instrument = typeof instruments.$inferSelect;

/**
 * A leveraged position against the house. Prices are integers of the instrument's price scale,
 * money USDT minor units. A partial close splits off a closed row (`parent_id`) and shrinks the
 * open one, so every closed row has exactly one close price and tick.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    parentId: bigint('parent_id', { mode: 'bigint' }),
    symbol: text('symbol')
      .notNull()
      .references(() => instruments.symbol),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    lots: bigint('lots', { mode: 'bigint' }).notNull(),
    leverage: integer('leverage').notNull(),
    status: text('status', { enum: ['pending', 'open', 'closing', 'closed', 'liquidated', 'cancelled'] }).notNull(),
    limitPrice: numeric('limit_price', { precision: 38, scale: 0 }),
    entryPrice: numeric('entry_price', { precision: 38, scale: 0 }),
    entryTickAt: timestamp('entry_tick_at', { withTimezone: true }),
    /** The entry tick's price (the mark; the entry is its ask or bid) and source, stored when the entry filled. */
    entryTickPrice: numeric('entry_tick_price', { precision: 38, scale: 0 }),
    entryTickSource: text('entry_tick_source'),
    margin: numeric('margin', { precision: 38, scale: 0 }).notNull(),
    openFee: numeric('open_fee', { precision: 38, scale: 0 }).notNull(),
    takeProfit: numeric('take_profit', { precision: 38, scale: 0 }),
    stopLoss: numeric('stop_loss', { precision: 38, scale: 0 }),
    closePrice: numeric('close_price', { precision: 38, scale: 0 }),
    closeTickAt: timestamp('close_tick_at', { withTimezone: true }),
    /** The close tick's price (the mark) and source, stored in the closing transaction. */
    closeTickPrice: numeric('close_tick_price', { precision: 38, scale: 0 }),
    closeTickSource: text('close_tick_source'),
    closeReason: text('close_reason'),
    closeFee: numeric('close_fee', { precision: 38, scale: 0 }),
    realisedPnl: numeric('realised_pnl', { precision: 38, scale: 0 }),
    carryPaid: numeric('carry_paid', { precision: 38, scale: 0 }).notNull().default('0'),
    /**
     * Margin close-out of the jurisdiction profile the position opened under (issue 18): closed
     * when equity falls to this share of its margin, in basis points (0: maintenance margin only).
     * Recorded at opening, so a later profile change does not alter it.
     */
    closeOutBp: integer('close_out_bp').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The rulebook version (rules register) in force when opened; a partial close's row keeps it. Null only before the register. */
    ruleVersion: bigint('rule_version', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('positions_request_key').on(t.userId, t.requestId),
    index('positions_user_idx').on(t.userId, t.id),
    index('positions_live_idx').on(t.symbol).where(sql`${t.status} in ('pending', 'open')`),
    check('positions_lots_positive', sql`${t.lots} > 0`),
  ],
);

export type Position = typeof positions.$inferSelect;

/**
 * One funding (perpetuals, every 8 h) or overnight (CFDs, daily) charge of one position at one
 * period boundary: the primary key makes the charging job idempotent, and the row names the
 * tick whose price valued the position. Positive `amount` = the user paid; negative = received.
 */
export const carryCharges = pgTable(
  'carry_charges',
  {
    positionId: bigint('position_id', { mode: 'bigint' })
      .notNull()
      .references(() => positions.id),
    periodAt: timestamp('period_at', { withTimezone: true }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    notional: numeric('notional', { precision: 38, scale: 0 }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    tickAt: timestamp('tick_at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 38, scale: 0 }).notNull(),
    /** The boundary tick's source (the reference feed), stored with the charge. */
    tickSource: text('tick_source'),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.periodAt] })],
);
