import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A trading halt (issue 19): new orders on a spot market, new positions on an instrument, or new
 * delivery orders on a symbol are refused while it is in force (`resumed_at` null). At most one
 * halt in force per scope and target. Rows are never deleted: lifted halts are the history.
 */
export const tradingHalts = pgTable(
  'trading_halts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    scope: text('scope', { enum: ['spot', 'instrument', 'delivery'] }).notNull(),
    /** A spot market's symbol (`BTC/USDT`) or an instrument's (`BTCUSDT`, `XAUUSD`). */
    target: text('target').notNull(),
    /** A HALT_REASONS code; users read it in their language. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** Spot: open orders were cancelled at halt time; instrument: pending entries were. */
    cancelOpen: boolean('cancel_open').notNull(),
    cancelledOrders: integer('cancelled_orders').notNull().default(0),
    cancelledPositions: integer('cancelled_positions').notNull().default(0),
    haltedAt: timestamp('halted_at', { withTimezone: true }).notNull(),
    haltedBy: text('halted_by').notNull(),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    resumedBy: text('resumed_by'),
    resumeNote: text('resume_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('trading_halts_one_in_force').on(t.scope, t.target).where(sql`${t.resumedAt} is null`),
    index('trading_halts_halted_at').on(t.haltedAt),
    check('trading_halts_resume_after_halt', sql`${t.resumedAt} is null or ${t.resumedAt} >= ${t.haltedAt}`),
  ],
);
export type TradingHaltRow = typeof tradingHalts.$inferSelect;
