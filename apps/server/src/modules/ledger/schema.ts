import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from '../marketdata/schema.js';

/**
 * One row per (owner, kind, asset): a user's exchange/contract/futures balance of an asset, or
 * a house account. Amounts are integers of the asset's minor unit. User balances can never be
 * negative (CHECK); house accounts can: the deposits clearing account is the mirror image of
 * the money users brought in, so the ledger as a whole sums to zero per asset.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    owner: text('owner', { enum: ['user', 'house'] }).notNull(),
    /**
     * `demo`: the demo account's book (modules/demo). Demo identities have negative user ids; a
     * posting touching one moves only demo accounts, the house's included, so no report of the
     * real book ever sees virtual money.
     */
    book: text('book', { enum: ['real', 'demo'] })
      .notNull()
      .default('real'),
    userId: bigint('user_id', { mode: 'bigint' }),
    kind: text('kind').notNull(),
    asset: text('asset')
      .notNull()
      .references(() => assets.code),
    available: numeric('available', { precision: 38, scale: 0 }).notNull().default('0'),
    frozen: numeric('frozen', { precision: 38, scale: 0 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('ledger_accounts_identity_key').on(t.book, t.owner, sql`coalesce(${t.userId}, 0)`, t.kind, t.asset),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_user_not_negative', sql`${t.owner} = 'house' or (${t.available} >= 0 and ${t.frozen} >= 0)`),
    check('ledger_accounts_owner_matches_user', sql`(${t.owner} = 'user') = (${t.userId} is not null)`),
    check('ledger_accounts_book_matches_user', sql`${t.book} in ('real', 'demo') and (${t.owner} = 'house' or (${t.book} = 'demo') = (${t.userId} < 0))`),
  ],
);

/** A balanced set of entries with its reason, actor and cause; the idempotency key makes a retry a no-op. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_postings_idempotency_key').on(t.idempotencyKey), index('ledger_postings_cause_idx').on(t.causeType, t.causeId)],
);

/** Signed change of one bucket of one account; a posting's entries sum to zero per asset (a trigger per insert statement, migration 0028). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    bucket: text('bucket', { enum: ['available', 'frozen'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    availableAfter: numeric('available_after', { precision: 38, scale: 0 }).notNull(),
    frozenAfter: numeric('frozen_after', { precision: 38, scale: 0 }).notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_posting_idx').on(t.postingId)],
);
