import { OUTGOING_STATE_VALUES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { withdrawals } from '../../funding/schema.js';

/**
 * What the platform sends on chain (issue 21, second half): withdrawals paid from the hot wallet,
 * gas sent to deposit addresses, and sweeps from them. Every transaction the signer sends is an
 * OUTGOING row that owns exactly one nonce of its sender; the signer stores each signed attempt
 * (raw bytes and hash) before broadcasting it, so a restart re-sends the same bytes and never signs
 * the same intent under a second nonce.
 */

export const OUTGOING_KINDS = ['payout', 'gas_funding', 'sweep'] as const;
export type OutgoingKind = (typeof OUTGOING_KINDS)[number];

/**
 * queued: waiting for the signer. sent: signed and stored (maybe broadcast). mined: one attempt is in a
 * block. confirmed: that block has N confirmations and the effect is recorded (posting). reverted:
 * mined with status 0, flagged for staff, nothing posted. dropped: none of its attempts was mined and
 * its nonce was used, N blocks deep, by a transaction the signer never signed (someone else holds the
 * key): flagged for staff, nothing posted, nothing can be mined under that nonce any more.
 */
export const OUTGOING_STATUSES = OUTGOING_STATE_VALUES;
export type OutgoingStatus = (typeof OUTGOING_STATUSES)[number];

export const chainOutgoing = pgTable(
  'chain_outgoing',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    kind: text('kind', { enum: OUTGOING_KINDS }).notNull(),
    /** What it is for: the withdrawal id (payout) or the sweep id (gas_funding, sweep). One outgoing per kind and subject. */
    subjectId: bigint('subject_id', { mode: 'bigint' }).notNull(),
    /** The sender: the hot wallet, or (sweep) a deposit address, whose key only the signer derives. */
    fromAddress: text('from_address').notNull(),
    /** A deposit address's child index (sweep only): the signer derives its key from it. */
    fromIndex: integer('from_index'),
    /** The recipient of the token (token set) or of the ether (token empty). */
    toAddress: text('to_address').notNull(),
    /** The ERC-20 contract of a token transfer; '' for plain ether. */
    token: text('token').notNull().default(''),
    /** Token minor units (token set) or wei (token empty). */
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    gasLimit: numeric('gas_limit', { precision: 38, scale: 0 }).notNull(),
    /** Allocated in the transaction that stores the first signed attempt; never changes afterwards. */
    nonce: bigint('nonce', { mode: 'bigint' }),
    status: text('status', { enum: OUTGOING_STATUSES }).notNull().default('queued'),
    /** The attempt that was mined (whichever it was), its block, and the confirmations counted on it. */
    minedTxHash: text('mined_tx_hash'),
    minedBlock: bigint('mined_block', { mode: 'bigint' }),
    minedBlockHash: text('mined_block_hash'),
    /** The mined attempt's receipt status: false is a revert (gas spent, nothing moved). */
    minedSuccess: boolean('mined_success'),
    /** Wei paid for gas by the mined attempt (gas used × effective price): posted as the house's gas expense. */
    gasPaid: numeric('gas_paid', { precision: 38, scale: 0 }),
    confirmations: integer('confirmations').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_outgoing_subject_key').on(t.kind, t.subjectId),
    uniqueIndex('chain_outgoing_nonce_key').on(t.chainId, sql`lower(${t.fromAddress})`, t.nonce).where(sql`nonce is not null`),
    index('chain_outgoing_open_idx').on(t.status, t.id).where(sql`status in ('queued', 'sent', 'mined')`),
  ],
);

/** Each signed transaction of an outgoing: the first, and each replacement (same nonce, higher fees). Stored before broadcast. */
export const chainOutgoingAttempts = pgTable(
  'chain_outgoing_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    outgoingId: bigint('outgoing_id', { mode: 'bigint' })
      .notNull()
      .references(() => chainOutgoing.id),
    attempt: integer('attempt').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 38, scale: 0 }).notNull(),
    maxPriorityFeePerGas: numeric('max_priority_fee_per_gas', { precision: 38, scale: 0 }).notNull(),
    rawTransaction: text('raw_transaction').notNull(),
    txHash: text('tx_hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** When the node first accepted it (or said it already had it); null: stored, not yet broadcast. */
    broadcastAt: timestamp('broadcast_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('chain_outgoing_attempts_key').on(t.outgoingId, t.attempt), uniqueIndex('chain_outgoing_attempts_hash_key').on(t.txHash)],
);

/**
 * A withdrawal paid on chain: queued from the hot wallet by finance (source hot_wallet, its outgoing
 * row sends it), or paid by hand from the cold wallet with a typed hash (source manual, followed
 * for confirmations only: it was posted when finance recorded it).
 */
export const chainPayouts = pgTable(
  'chain_payouts',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => withdrawals.id),
    source: text('source', { enum: ['hot_wallet', 'manual'] }).notNull(),
    chainId: integer('chain_id').notNull(),
    /** What reaches the recipient (amount − fee), token minor units. */
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    /** manual: the hash finance typed; hot_wallet: the mined attempt's hash once known. */
    txHash: text('tx_hash').notNull().default(''),
    status: text('status', { enum: OUTGOING_STATUSES }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    queuedBy: text('queued_by').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chain_payouts_queued_idx').on(t.source, t.queuedAt)],
);

export const SWEEP_STATUSES = ['funding_gas', 'sweeping', 'done', 'failed'] as const;
export type SweepStatus = (typeof SWEEP_STATUSES)[number];

/** Moving a deposit address's tokens to the hot wallet: gas first when the address has too little ether, then the transfer. */
export const chainSweeps = pgTable(
  'chain_sweeps',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    token: text('token').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: SWEEP_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One open sweep per address at a time.
    uniqueIndex('chain_sweeps_open_key').on(t.chainId, sql`lower(${t.address})`).where(sql`status in ('funding_gas', 'sweeping')`),
  ],
);

/** The next nonce the signer gives out per sender; allocated under this row's lock in the transaction that stores the signed attempt. */
export const chainNonces = pgTable(
  'chain_nonces',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'bigint' }).notNull(),
    /** The hot wallet's row (the signer writes it at start): reconciliation and the desk read the address from here. */
    role: text('role', { enum: ['hot_wallet', 'retired_hot_wallet', 'deposit_address'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);

/** Each reconciliation run: on-chain USDT against the ledger's figure, and what explained the gap. */
export const chainReconciliations = pgTable('chain_reconciliations', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  chainId: integer('chain_id').notNull(),
  periodKey: text('period_key').notNull().unique(),
  onChain: numeric('on_chain', { precision: 38, scale: 0 }).notNull(),
  expected: numeric('expected', { precision: 38, scale: 0 }).notNull(),
  difference: numeric('difference', { precision: 38, scale: 0 }).notNull(),
  /** Each term of both sides, for the desk. */
  detail: jsonb('detail').$type<Record<string, string>>().notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});
