import { REFERRAL_COMMISSION_STATUSES, REFERRAL_SOURCE_KINDS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One commission: level `level` of the trader's inviter chain paid `share_bp` of one fee the
 * house actually received (the ledger entry crediting the `fees` account, posting `fee_posting_id`).
 * `(source_kind, source_id, level)` is unique, so scanning a fee twice pays it once. The amount sits
 * frozen in the beneficiary's `commission` account while `pending`; at `available_at` it moves to
 * the exchange account (`available`), unless staff reversed it first (`reversed`, with reason).
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    beneficiaryId: bigint('beneficiary_id', { mode: 'bigint' }).notNull(),
    level: integer('level').notNull(),
    /** The trader who paid the fee (the invitee `level` levels below the beneficiary). */
    sourceUserId: bigint('source_user_id', { mode: 'bigint' }).notNull(),
    sourceKind: text('source_kind', { enum: REFERRAL_SOURCE_KINDS }).notNull(),
    /** The spot trade id, or the position id (for a close, the closed row's id). */
    sourceId: bigint('source_id', { mode: 'bigint' }).notNull(),
    feePostingId: bigint('fee_posting_id', { mode: 'bigint' }).notNull(),
    /** The spot market or the instrument the fee was charged on. */
    symbol: text('symbol').notNull(),
    asset: text('asset').notNull().default('USDT'),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    shareBp: integer('share_bp').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: REFERRAL_COMMISSION_STATUSES }).notNull().default('pending'),
    /** When the hold ends (charged time + referral_hold_hours at the time of the commission). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** `staff:<id>` of the reversal. */
    reversedBy: text('reversed_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_commissions_source_key').on(t.sourceKind, t.sourceId, t.level),
    index('referral_commissions_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('referral_commissions_status_idx').on(t.status, t.id),
    index('referral_commissions_due_idx').on(t.availableAt).where(sql`${t.status} = 'pending'`),
    check('referral_commissions_valid', sql`${t.level} between 1 and 4 and ${t.amount} > 0 and ${t.fee} >= ${t.amount} and ${t.shareBp} between 0 and 10000`),
  ],
);

export type ReferralCommissionRow = typeof referralCommissions.$inferSelect;

/**
 * How far the commission scan has read the fee account's ledger entries (one row, name 'fees').
 * The scan only reads entries older than a short lag, so one committed late cannot be skipped.
 */
export const referralScanState = pgTable('referral_scan_state', {
  name: text('name').primaryKey(),
  lastEntryId: bigint('last_entry_id', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
