import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deposits } from '../funding/schema.js';
import { users } from '../identity/schema.js';

/**
 * On-chain custody (issue 21). This step: per-user deposit addresses and the deposit watcher.
 * Later steps add beside these, in this context: the signer's withdrawal transactions (nonce owned by
 * the withdrawal id), sweeps to the hot wallet and the reconciliation job.
 */

/** Child indexes of the deposit xpub, handed out in order; a gap (a rolled-back insert) is harmless. */
export const depositIndexSequence = pgSequence('chain_deposit_index_seq', { startWith: 0, minValue: 0, increment: 1 });

/** Each user's deposit address on a chain: child `derivation_index` of the configured xpub, allocated once. */
export const chainDepositAddresses = pgTable(
  'chain_deposit_addresses',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    chainId: integer('chain_id').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** EIP-55 form; compared in lower case. */
    address: text('address').notNull(),
    /** The xpub's fingerprint (its first 16 hex characters of SHA-256): an address from another wallet is never reused. */
    walletKey: text('wallet_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chainId, t.walletKey] }),
    uniqueIndex('chain_deposit_addresses_index_key').on(t.chainId, t.walletKey, t.derivationIndex),
    uniqueIndex('chain_deposit_addresses_address_key').on(t.chainId, sql`lower(${t.address})`),
  ],
);

export const CHAIN_DEPOSIT_STATUSES = ['seen', 'credited', 'reorged', 'below_minimum'] as const;
export type ChainDepositStatus = (typeof CHAIN_DEPOSIT_STATUSES)[number];

/**
 * Every Transfer log of the configured token to a user's address, as observed in one block. The same
 * transaction re-mined in another block after a reorg is another observation (another row); only
 * one observation per (chain id, tx hash, log index) can ever be credited (the partial unique index,
 * and the ledger posting's idempotency key is the same triple).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** The funding deposit this observation opened (its record, credit and status). */
    depositId: bigint('deposit_id', { mode: 'bigint' })
      .notNull()
      .references(() => deposits.id),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: CHAIN_DEPOSIT_STATUSES }).notNull().default('seen'),
    /** Blocks from its block to the head, its own included, when last looked at. */
    confirmations: integer('confirmations').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_deposits_observation_key').on(t.chainId, t.txHash, t.logIndex, t.blockHash),
    uniqueIndex('chain_deposits_credit_once').on(t.chainId, t.txHash, t.logIndex).where(sql`status = 'credited'`),
    index('chain_deposits_open_idx').on(t.chainId, t.blockNumber).where(sql`status = 'seen'`),
    index('chain_deposits_credited_idx').on(t.chainId, t.blockNumber).where(sql`status = 'credited'`),
    index('chain_deposits_user_idx').on(t.userId, t.id),
    uniqueIndex('chain_deposits_deposit_key').on(t.depositId),
  ],
);

/** How far the watcher has read a contract's logs: every block up to `scanned_to` has been read at least once. */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    scannedTo: bigint('scanned_to', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract] })],
);

/**
 * The deposit watcher's kind, then the payout side's (payouts/): a hot-wallet payout or a sweep that
 * reverted, a cold-wallet hash finance typed that reverted, a reconciliation difference, and an
 * outgoing whose nonce a transaction the signer never signed took (someone else holds the key).
 */
export const CHAIN_ALERT_KINDS = [
  'credited_deposit_reorged',
  'payout_reverted',
  'sweep_reverted',
  'manual_payout_reverted',
  'reconciliation_difference',
  'nonce_taken',
] as const;
export type ChainAlertKind = (typeof CHAIN_ALERT_KINDS)[number];

/**
 * What staff must look at: a credited deposit whose block is no longer on the chain; a payout or sweep
 * that reverted; a reconciliation difference. Raised once per subject (the chain deposit, or `subject`:
 * 'withdrawal:<id>', 'sweep:<id>', 'reconciliation:<difference>').
 */
export const chainAlerts = pgTable(
  'chain_alerts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind', { enum: CHAIN_ALERT_KINDS }).notNull(),
    chainDepositId: bigint('chain_deposit_id', { mode: 'bigint' }).references(() => chainDeposits.id),
    /** The payout side's subject (null for a deposit's alert, which names its chain deposit). */
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, string>>().notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chain_alerts_subject_key').on(t.kind, t.chainDepositId),
    uniqueIndex('chain_alerts_payout_subject_key').on(t.kind, t.subject),
    index('chain_alerts_raised_idx').on(t.raisedAt),
  ],
);
