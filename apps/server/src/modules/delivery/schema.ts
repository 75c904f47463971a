import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { instruments } from '../derivatives/schema.js';

/**
 * Delivery (fixed-time) products: a duration with its payout rate (profit on a win, in basis
 * points of the stake) and stake bounds in USDT minor units. Seeded by the migration, then
 * owned by staff.
 */
export const deliveryProducts = pgTable(
  'delivery_products',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    durationSeconds: integer('duration_seconds').notNull(),
    payoutBp: integer('payout_bp').notNull(),
    minStake: numeric('min_stake', { precision: 38, scale: 0 }).notNull(),
    maxStake: numeric('max_stake', { precision: 38, scale: 0 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('delivery_products_duration_key').on(t.durationSeconds),
    check('delivery_products_valid', sql`${t.durationSeconds} > 0 and ${t.payoutBp} > 0 and ${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`),
  ],
);

export const DELIVERY_STATUSES = ['open', 'won', 'lost', 'tie'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Which stored tick settled an order: the one at expiry, or the first after it when the server was down. */
export const SETTLEMENT_TICK_RULES = ['at_expiry', 'after_expiry'] as const;

/**
 * Delivery orders. The product's duration and payout rate are copied at purchase, so the rule
 * the user saw binds even if staff change the product later. Prices are integers of the
 * instrument's price scale (copied too); amounts USDT minor units.
 */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    symbol: text('symbol')
      .notNull()
      .references(() => instruments.symbol),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    stake: numeric('stake', { precision: 38, scale: 0 }).notNull(),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => deliveryProducts.id),
    durationSeconds: integer('duration_seconds').notNull(),
    payoutBp: integer('payout_bp').notNull(),
    priceScale: integer('price_scale').notNull(),
    purchasePrice: numeric('purchase_price', { precision: 38, scale: 0 }).notNull(),
    purchaseTickAt: timestamp('purchase_tick_at', { withTimezone: true }).notNull(),
    /** The purchase tick's source (the reference feed), stored with the order. */
    purchaseTickSource: text('purchase_tick_source'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('open'),
    settlementPrice: numeric('settlement_price', { precision: 38, scale: 0 }),
    settlementTickAt: timestamp('settlement_tick_at', { withTimezone: true }),
    settlementTickRule: text('settlement_tick_rule', { enum: SETTLEMENT_TICK_RULES }),
    /** The settlement tick's source, stored in the settling transaction. */
    settlementTickSource: text('settlement_tick_source'),
    /** What came back to available: stake + profit on a win, the stake on a tie, 0 on a loss. */
    payout: numeric('payout', { precision: 38, scale: 0 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The rulebook version (rules register) in force when bought; null only before the register. */
    ruleVersion: bigint('rule_version', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('delivery_orders_request_key').on(t.userId, t.requestId),
    index('delivery_orders_user_idx').on(t.userId, t.id),
    index('delivery_orders_due_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('delivery_orders_stake_positive', sql`${t.stake} > 0`),
  ],
);

export type DeliveryOrder = typeof deliveryOrders.$inferSelect;
export type DeliveryProductRow = typeof deliveryProducts.$inferSelect;
