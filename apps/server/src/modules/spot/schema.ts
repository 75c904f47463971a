import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { markets } from '../marketdata/schema.js';

/**
 * Spot orders. Ids are assigned by the single exchange writer in arrival order (so restoring
 * resting orders by id restores time priority). Amounts are integers of the asset's minor unit:
 * quantity in the base asset, amounts in the quote asset.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    clientOrderId: text('client_order_id').notNull(),
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['limit', 'market'] }).notNull(),
    timeInForce: text('time_in_force', { enum: ['GTC', 'IOC', 'FOK'] }).notNull(),
    postOnly: boolean('post_only').notNull(),
    /** Limit price in quote minor units; null for market orders. */
    price: numeric('price', { precision: 38, scale: 0 }),
    /** Base quantity asked for; null for market buys. */
    quantity: numeric('quantity', { precision: 38, scale: 0 }),
    /** Market buys: the quote amount to spend. */
    amount: numeric('amount', { precision: 38, scale: 0 }),
    /** What was frozen at placement, in the asset the order pays with. */
    frozen: numeric('frozen', { precision: 38, scale: 0 }).notNull(),
    /** What is still frozen for it (released when it ends). */
    frozenLeft: numeric('frozen_left', { precision: 38, scale: 0 }).notNull(),
    filledQuantity: numeric('filled_quantity', { precision: 38, scale: 0 }).notNull(),
    filledAmount: numeric('filled_amount', { precision: 38, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: ['pending', 'trading', 'closed', 'withdrawn'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The rulebook version (rules register) in force when placed; null only for orders older than the register. */
    ruleVersion: bigint('rule_version', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('spot_orders_client_key').on(t.userId, t.clientOrderId),
    index('spot_orders_user_idx').on(t.userId, t.id),
    index('spot_orders_open_idx').on(t.symbol, t.id).where(sql`${t.status} in ('pending', 'trading')`),
  ],
);

export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigint('id', { mode: 'bigint' }).notNull(),
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    /** Quote minor units per whole base unit. */
    price: numeric('price', { precision: 38, scale: 0 }).notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 0 }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    takerSide: text('taker_side', { enum: ['buy', 'sell'] }).notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'bigint' }).notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'bigint' }).notNull(),
    makerUserId: bigint('maker_user_id', { mode: 'bigint' }).notNull(),
    takerUserId: bigint('taker_user_id', { mode: 'bigint' }).notNull(),
    makerFee: numeric('maker_fee', { precision: 38, scale: 0 }).notNull(),
    takerFee: numeric('taker_fee', { precision: 38, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Partitioned by day of created_at (migration 0027_history_partitions, platform/db/dayPartitions.ts):
    // the partition key must be part of the primary key; ids stay unique because the writer hands them out.
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('spot_trades_symbol_idx').on(t.symbol, t.id),
    index('spot_trades_maker_idx').on(t.makerUserId, t.id),
    index('spot_trades_taker_idx').on(t.takerUserId, t.id),
  ],
);

/** Candles built from trades, one row per market, interval and open time. */
export const spotKlines = pgTable(
  'spot_klines',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    interval: text('interval').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: numeric('open', { precision: 38, scale: 0 }).notNull(),
    high: numeric('high', { precision: 38, scale: 0 }).notNull(),
    low: numeric('low', { precision: 38, scale: 0 }).notNull(),
    close: numeric('close', { precision: 38, scale: 0 }).notNull(),
    volume: numeric('volume', { precision: 38, scale: 0 }).notNull(),
    quoteVolume: numeric('quote_volume', { precision: 38, scale: 0 }).notNull(),
    trades: integer('trades').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.openTime] })],
);

/**
 * Demo spot orders. They never enter the order book: a marketable order fills against the
 * book's visible depth as it is at that moment (modules/demo walkBook), and a resting limit
 * order fills once the book's best opposite price reaches its limit. Amounts as in spot_orders.
 */
export const demoSpotOrders = pgTable(
  'demo_spot_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    clientOrderId: text('client_order_id').notNull(),
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['limit', 'market'] }).notNull(),
    timeInForce: text('time_in_force', { enum: ['GTC', 'IOC', 'FOK'] }).notNull(),
    postOnly: boolean('post_only').notNull(),
    price: numeric('price', { precision: 38, scale: 0 }),
    quantity: numeric('quantity', { precision: 38, scale: 0 }),
    amount: numeric('amount', { precision: 38, scale: 0 }),
    frozen: numeric('frozen', { precision: 38, scale: 0 }).notNull(),
    frozenLeft: numeric('frozen_left', { precision: 38, scale: 0 }).notNull(),
    filledQuantity: numeric('filled_quantity', { precision: 38, scale: 0 }).notNull().default('0'),
    filledAmount: numeric('filled_amount', { precision: 38, scale: 0 }).notNull().default('0'),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull().default('0'),
    status: text('status', { enum: ['pending', 'trading', 'closed', 'withdrawn'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('demo_spot_orders_client_key').on(t.userId, t.clientOrderId),
    index('demo_spot_orders_user_idx').on(t.userId, t.id),
    index('demo_spot_orders_open_idx').on(t.id).where(sql`${t.status} in ('pending', 'trading')`),
    check('demo_spot_orders_demo_user', sql`${t.userId} < 0`),
  ],
);

/** One simulated fill of a demo order (the demo identity is always the taker of the walked book). */
export const demoSpotFills = pgTable(
  'demo_spot_fills',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => demoSpotOrders.id),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    role: text('role', { enum: ['maker', 'taker'] }).notNull(),
    price: numeric('price', { precision: 38, scale: 0 }).notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 0 }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    feeAsset: text('fee_asset').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('demo_spot_fills_user_idx').on(t.userId, t.id)],
);
