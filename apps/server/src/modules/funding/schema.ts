import { bigint, bigserial, boolean, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where users send each asset on each chain; the address is operator configuration. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    asset: text('asset').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    /** False while the address is the seeded placeholder: the page warns not to send funds. */
    configured: boolean('configured').notNull().default(false),
    minAmount: numeric('min_amount', { precision: 38, scale: 0 }).notNull().default('0'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('deposit_channels_key').on(t.asset, t.chain)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    asset: text('asset').notNull(),
    chain: text('chain').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    description: text('description').notNull().default(''),
    /** The voucher image's key; '' for a deposit seen on chain (source 'chain'), which has none. */
    voucherKey: text('voucher_key').notNull(),
    /**
     * 'voucher': claimed by the user, decided by finance. 'chain': opened by the chain watcher when the
     * transfer was seen (modules/chain), credited or closed by it; finance cannot decide it.
     */
    source: text('source', { enum: ['voucher', 'chain'] })
      .notNull()
      .default('voucher'),
    status: text('status', { enum: ['processing', 'success', 'refused'] })
      .notNull()
      .default('processing'),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [uniqueIndex('deposits_request_key').on(t.userId, t.requestId), index('deposits_status_idx').on(t.status, t.id)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: ['chain', 'bank'] }).notNull(),
    asset: text('asset').notNull(),
    chain: text('chain').notNull().default(''),
    address: text('address').notNull().default(''),
    tag: text('tag').notNull().default(''),
    /** Frozen at request; the user receives amount − fee. */
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    bank: jsonb('bank'),
    status: text('status', { enum: ['processing', 'success', 'refused', 'failure'] })
      .notNull()
      .default('processing'),
    reason: text('reason').notNull().default(''),
    txHash: text('tx_hash').notNull().default(''),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    /** A flagged owner's withdrawal (surveillance): the finance member who approved it first; another one pays it. */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    /** The rulebook version (rules register) in force when requested; null only before the register. */
    ruleVersion: bigint('rule_version', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('withdrawals_request_key').on(t.userId, t.requestId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    tag: text('tag').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdraw_addresses_user_idx').on(t.userId)],
);

/**
 * USDT value a user traded or staked (spot notional, contract margin, delivery stakes): the
 * trading contexts record it; the withdrawal turnover rule sums it.
 */
export const turnoverEvents = pgTable(
  'turnover_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** USDT minor units. */
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    source: text('source').notNull(),
    causeId: text('cause_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('turnover_cause_key').on(t.source, t.causeId), index('turnover_user_idx').on(t.userId)],
);

/** Manual balance adjustments by finance; above a threshold a second finance member approves. */
export const adjustments = pgTable('adjustments', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  accountKind: text('account_kind').notNull(),
  asset: text('asset').notNull(),
  amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
  requestedBy: text('requested_by').notNull(),
  approvedBy: text('approved_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
