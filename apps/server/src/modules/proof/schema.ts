import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Each real user's salt for their leaves (kept for good: every snapshot's leaves of the user use
 * it, so a proof downloaded today still verifies next year). Shown only to that user.
 */
export const proofUserSalts = pgTable('proof_user_salts', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A published proof-of-liabilities snapshot. `periodKey` is the daily job's period (unique, so a
 * re-run of the same day takes none); a staff snapshot has none and names its staff member.
 */
export const proofSnapshots = pgTable(
  'proof_snapshots',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    trigger: text('trigger', { enum: ['scheduled', 'staff'] }).notNull(),
    periodKey: bigint('period_key', { mode: 'bigint' }),
    staffId: bigint('staff_id', { mode: 'bigint' }),
  },
  (t) => [uniqueIndex('proof_snapshots_period_key').on(t.periodKey), index('proof_snapshots_taken_idx').on(t.takenAt)],
);

/** One asset of a snapshot: its root, the total it commits to, the leaf count, and the house accounts' balances beside it. */
export const proofSnapshotAssets = pgTable(
  'proof_snapshot_assets',
  {
    snapshotId: bigint('snapshot_id', { mode: 'bigint' })
      .notNull()
      .references(() => proofSnapshots.id),
    asset: text('asset').notNull(),
    root: text('root').notNull(),
    total: numeric('total', { precision: 38, scale: 0 }).notNull(),
    leafCount: integer('leaf_count').notNull(),
    /** [{ account, balance }] in minor units (signed), the house's real-book accounts of the asset. */
    house: jsonb('house').$type<Array<{ account: string; balance: string }>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.asset] }), check('proof_snapshot_assets_total', sql`${t.total} >= 0`)],
);

/**
 * The leaves of a snapshot, in tree order (by user hash), so any user's path can be rebuilt later
 * and checked against the published root. `balance` is every user account of the asset, available
 * and frozen.
 */
export const proofLeaves = pgTable(
  'proof_leaves',
  {
    snapshotId: bigint('snapshot_id', { mode: 'bigint' })
      .notNull()
      .references(() => proofSnapshots.id),
    asset: text('asset').notNull(),
    position: integer('position').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    userHash: text('user_hash').notNull(),
    balance: numeric('balance', { precision: 38, scale: 0 }).notNull(),
    leafHash: text('leaf_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.asset, t.position] }),
    index('proof_leaves_user_idx').on(t.snapshotId, t.userId),
    check('proof_leaves_balance', sql`${t.balance} >= 0`),
  ],
);
