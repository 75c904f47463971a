import { SUBSCRIPTION_PROJECT_STATUSES, SUBSCRIPTION_RULES, SUBSCRIPTION_STATUSES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets } from '../marketdata/schema.js';

/**
 * New-coin projects (public subscriptions and private placements). The coin is an asset row from
 * the moment the project is saved, because allotted coins live in ledger accounts of that asset.
 * Prices are USDT minor units per whole coin; supply, remaining and allotments are coin minor units
 * (the asset's scale); commitments and caps are USDT minor units.
 *
 * `remaining` is what is still unclaimed at the issue price: first come never lets it go below
 * zero; pro rata lets commitments exceed it (it stays at zero) and shares the supply at close.
 * The commitment columns are written once, at close, before any allocation: the Merkle root of
 * every subscription (id order), how many leaves, and the total committed the allocation divides by.
 */
export const subscriptionProjects = pgTable(
  'subscription_projects',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    coin: text('coin')
      .notNull()
      .references(() => assets.code),
    name: text('name').notNull(),
    /** A private placement: visible and open only to invited users. */
    private: boolean('private').notNull().default(false),
    issuePrice: numeric('issue_price', { precision: 38, scale: 0 }).notNull(),
    totalSupply: numeric('total_supply', { precision: 38, scale: 0 }).notNull(),
    remaining: numeric('remaining', { precision: 38, scale: 0 }).notNull(),
    /** Sum of every commitment so far (USDT minor units). */
    committed: numeric('committed', { precision: 38, scale: 0 }).notNull().default('0'),
    minCommit: numeric('min_commit', { precision: 38, scale: 0 }).notNull(),
    /** Per-user cap: the sum of one user's commitments to this project (USDT minor units). */
    userCap: numeric('user_cap', { precision: 38, scale: 0 }).notNull(),
    rule: text('rule', { enum: SUBSCRIPTION_RULES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    listingAt: timestamp('listing_at', { withTimezone: true }).notNull(),
    lockupDays: integer('lockup_days').notNull(),
    // Coin information (spec §3)
    releaseAt: timestamp('release_at', { withTimezone: true }),
    totalIssuance: numeric('total_issuance', { precision: 38, scale: 0 }).notNull(),
    circulation: numeric('circulation', { precision: 38, scale: 0 }).notNull(),
    website: text('website').notNull().default(''),
    whitePaper: text('white_paper').notNull().default(''),
    /** Introduction per language code ({ en: '…', 'zh-CN': '…' }); English is the fallback. */
    introduction: jsonb('introduction').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: SUBSCRIPTION_PROJECT_STATUSES }).notNull().default('upcoming'),
    commitmentRoot: text('commitment_root'),
    commitmentLeaves: integer('commitment_leaves'),
    commitmentTotal: numeric('commitment_total', { precision: 38, scale: 0 }),
    commitmentPublishedAt: timestamp('commitment_published_at', { withTimezone: true }),
    /** Totals of the allocation, for the desk and the page: coins allotted, USDT paid and refunded. */
    allottedTotal: numeric('allotted_total', { precision: 38, scale: 0 }),
    paidTotal: numeric('paid_total', { precision: 38, scale: 0 }),
    refundedTotal: numeric('refunded_total', { precision: 38, scale: 0 }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    /** The spot market created at listing. */
    marketSymbol: text('market_symbol'),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_projects_status_idx').on(t.status, t.endsAt),
    check(
      'subscription_projects_valid',
      sql`${t.issuePrice} > 0 and ${t.totalSupply} > 0 and ${t.remaining} >= 0 and ${t.remaining} <= ${t.totalSupply}
        and ${t.committed} >= 0 and ${t.minCommit} > 0 and ${t.userCap} >= ${t.minCommit}
        and ${t.endsAt} > ${t.startsAt} and ${t.listingAt} >= ${t.endsAt} and ${t.lockupDays} between 0 and 3650
        and ${t.totalIssuance} >= 0 and ${t.circulation} >= 0`,
    ),
  ],
);

/** Who may see and subscribe to a private placement. */
export const placementInvitations = pgTable(
  'placement_invitations',
  {
    projectId: bigint('project_id', { mode: 'bigint' })
      .notNull()
      .references(() => subscriptionProjects.id),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('placement_invitations_user_idx').on(t.userId)],
);

/**
 * One row per commitment (a user may commit several times up to the cap). `leafSalt` is a random
 * secret shown only to its user: the commitment leaf hashes the user id with it, so the published
 * tree names nobody while the user can still recompute their own leaf. At allocation: `allotted`
 * coins (minor units), `paid` and `refund` USDT (paid + refund = amount exactly); passed coins sit
 * in the user's `locked` account until `unlocksAt`, and `unlockedAt` records their release.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    projectId: bigint('project_id', { mode: 'bigint' })
      .notNull()
      .references(() => subscriptionProjects.id),
    coin: text('coin').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    /** Issue price copied at subscription (the price cannot change once anyone has committed). */
    issuePrice: numeric('issue_price', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('review'),
    leafSalt: text('leaf_salt').notNull(),
    allotted: numeric('allotted', { precision: 38, scale: 0 }),
    paid: numeric('paid', { precision: 38, scale: 0 }),
    refund: numeric('refund', { precision: 38, scale: 0 }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_request_key').on(t.userId, t.requestId),
    index('subscriptions_user_idx').on(t.userId, t.id),
    index('subscriptions_project_idx').on(t.projectId, t.id),
    index('subscriptions_locked_idx').on(t.unlocksAt).where(sql`${t.status} = 'passed' and ${t.unlockedAt} is null`),
    check(
      'subscriptions_valid',
      sql`${t.amount} > 0 and ${t.issuePrice} > 0
        and (${t.allotted} is null or ${t.allotted} >= 0) and (${t.paid} is null or ${t.paid} >= 0) and (${t.refund} is null or ${t.refund} >= 0)
        and (${t.paid} is null or ${t.refund} is null or ${t.paid} + ${t.refund} = ${t.amount})`,
    ),
  ],
);

export type SubscriptionProjectRow = typeof subscriptionProjects.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
