import { EARLY_REDEMPTION_RULES, EARN_ORDER_STATUSES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Earn products: USDT held for a fixed term at a daily rate (parts per million per day), with
 * bounds and a total capacity in USDT minor units and the rule for early redemption. Staff edit
 * them; orders copy the terms at purchase, so a change never reaches an order already bought.
 */
export const earnProducts = pgTable(
  'earn_products',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    asset: text('asset').notNull().default('USDT'),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    minAmount: numeric('min_amount', { precision: 38, scale: 0 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 38, scale: 0 }).notNull(),
    capacity: numeric('capacity', { precision: 38, scale: 0 }).notNull(),
    earlyRule: text('early_rule', { enum: EARLY_REDEMPTION_RULES }).notNull(),
    penaltyInterestBp: integer('penalty_interest_bp').notNull().default(0),
    penaltyPrincipalBp: integer('penalty_principal_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'earn_products_valid',
      sql`${t.termDays} between 1 and 366 and ${t.dailyRatePpm} >= 0 and ${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.capacity} >= 0
        and ${t.penaltyInterestBp} between 0 and 10000 and ${t.penaltyPrincipalBp} between 0 and 10000`,
    ),
  ],
);

/**
 * Custody orders. `startDay` is the earn day (Hong Kong calendar day number) of the deposit,
 * which counts as day 1 (spec §9); the term's last day is startDay + termDays − 1. `accrued` is
 * the interest posted so far; `accruedDays` the last day posted (0 before the first).
 */
export const earnOrders = pgTable(
  'earn_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => earnProducts.id),
    asset: text('asset').notNull(),
    principal: numeric('principal', { precision: 38, scale: 0 }).notNull(),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    earlyRule: text('early_rule', { enum: EARLY_REDEMPTION_RULES }).notNull(),
    penaltyInterestBp: integer('penalty_interest_bp').notNull(),
    penaltyPrincipalBp: integer('penalty_principal_bp').notNull(),
    startDay: integer('start_day').notNull(),
    accruedDays: integer('accrued_days').notNull().default(0),
    accrued: numeric('accrued', { precision: 38, scale: 0 }).notNull().default('0'),
    status: text('status', { enum: EARN_ORDER_STATUSES }).notNull().default('custody'),
    /** Earn day whose end pays a matured order (set at maturity, from the holiday calendar then). */
    payoutDay: integer('payout_day'),
    principalReturned: numeric('principal_returned', { precision: 38, scale: 0 }),
    interestPaid: numeric('interest_paid', { precision: 38, scale: 0 }),
    interestForfeited: numeric('interest_forfeited', { precision: 38, scale: 0 }),
    principalPenalty: numeric('principal_penalty', { precision: 38, scale: 0 }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('earn_orders_request_key').on(t.userId, t.requestId),
    index('earn_orders_user_idx').on(t.userId, t.id),
    index('earn_orders_open_idx').on(t.status).where(sql`${t.status} in ('custody', 'redeeming')`),
    check('earn_orders_valid', sql`${t.principal} > 0 and ${t.accrued} >= 0 and ${t.accruedDays} between 0 and ${t.termDays}`),
  ],
);

/** One row per order and day posted: the accrual ledger users read and export. */
export const earnAccruals = pgTable(
  'earn_accruals',
  {
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => earnOrders.id),
    day: integer('day').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    cumulative: numeric('cumulative', { precision: 38, scale: 0 }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] }), check('earn_accruals_amount', sql`${t.amount} >= 0`)],
);

/** Holidays skipped, with weekends, when a matured order waits its working day (date text "YYYY-MM-DD"). */
export const earnHolidays = pgTable('earn_holidays', {
  date: text('date').primaryKey(),
});

export type EarnProductRow = typeof earnProducts.$inferSelect;
export type EarnOrderRow = typeof earnOrders.$inferSelect;
