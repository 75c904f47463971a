import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One responsible-trading limit of one user (issue 18 item 6). `value` binds now (null: no
 * limit); a loosening waits in `pending_*` until `pending_effective_at`, and is folded into
 * `value` when read at or after that instant (no job: the time decides, as it is read).
 * Amounts are USDT minor units; leverage and minutes are whole numbers.
 */
export const tradingLimits = pgTable(
  'trading_limits',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    value: numeric('value', { precision: 38, scale: 0 }),
    pending: boolean('pending').notNull().default(false),
    /** What the pending change sets; null with `pending` = removal. */
    pendingValue: numeric('pending_value', { precision: 38, scale: 0 }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('trading_limits_value_positive', sql`${t.value} is null or ${t.value} > 0`),
    check('trading_limits_pending_time', sql`not ${t.pending} or ${t.pendingEffectiveAt} is not null`),
  ],
);

export type TradingLimitRow = typeof tradingLimits.$inferSelect;

/**
 * Cool-offs and self-exclusions. Append-only (a trigger refuses UPDATE and DELETE), so no code
 * path, staff member or console call can shorten or lift one; a longer period is a new row.
 */
export const tradingExclusions = pgTable(
  'trading_exclusions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: ['cool_off', 'self_exclusion'] }).notNull(),
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    uniqueIndex('trading_exclusions_request_key').on(t.userId, t.requestId),
    index('trading_exclusions_user_idx').on(t.userId, t.startsAt),
    check('trading_exclusions_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type TradingExclusionRow = typeof tradingExclusions.$inferSelect;
