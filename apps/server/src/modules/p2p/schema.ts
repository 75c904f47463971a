import {
  MERCHANT_STATUSES,
  P2P_AD_SIDES,
  P2P_AD_STATUSES,
  P2P_CANCEL_REASONS,
  P2P_ESCROW_OUTCOMES,
  P2P_ORDER_STATUSES,
  P2P_PRICE_TYPES,
  type PaymentDetails,
} from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Quick-buy merchants: one row per user who applied. `deposit` is the security deposit held in
 * the user's `merchant_deposit` ledger account (USDT minor units), returned on rejection or
 * resignation. `approvedAt` is the "merchant since" shown on ads.
 */
export const p2pMerchants = pgTable(
  'p2p_merchants',
  {
    userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
    nickname: text('nickname').notNull(),
    status: text('status', { enum: MERCHANT_STATUSES }).notNull(),
    deposit: numeric('deposit', { precision: 38, scale: 0 }).notNull().default('0'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    rejectReason: text('reject_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('p2p_merchants_nickname_key').on(sql`lower(${t.nickname})`), check('p2p_merchants_deposit', sql`${t.deposit} >= 0`)],
);

/**
 * Ads. Prices and limits in fiat cents; `available` in USDT minor units: what a sell ad still
 * offers (equal to what its merchant's `p2p_reserve` holds for it) or a buy ad still wants. A
 * fixed ad has `priceCents`, a floating one `marginBp` (10150 = 101.50 % of the reference price).
 */
export const p2pAds = pgTable(
  'p2p_ads',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'bigint' }).notNull(),
    side: text('side', { enum: P2P_AD_SIDES }).notNull(),
    asset: text('asset').notNull().default('USDT'),
    fiat: text('fiat').notNull(),
    priceType: text('price_type', { enum: P2P_PRICE_TYPES }).notNull(),
    priceCents: numeric('price_cents', { precision: 38, scale: 0 }),
    marginBp: integer('margin_bp'),
    available: numeric('available', { precision: 38, scale: 0 }).notNull(),
    minFiat: numeric('min_fiat', { precision: 38, scale: 0 }).notNull(),
    maxFiat: numeric('max_fiat', { precision: 38, scale: 0 }).notNull(),
    methods: text('methods').array().notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    terms: text('terms').notNull().default(''),
    status: text('status', { enum: P2P_AD_STATUSES }).notNull(),
    suspendedReason: text('suspended_reason'),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('p2p_ads_request_key').on(t.merchantId, t.requestId),
    index('p2p_ads_merchant_idx').on(t.merchantId, t.id),
    index('p2p_ads_online_idx').on(t.side, t.fiat).where(sql`${t.status} = 'online'`),
    check(
      'p2p_ads_valid',
      sql`${t.available} >= 0 and ${t.minFiat} > 0 and ${t.maxFiat} >= ${t.minFiat} and ${t.windowMinutes} between 15 and 30
        and ((${t.priceType} = 'fixed' and ${t.priceCents} > 0 and ${t.marginBp} is null) or (${t.priceType} = 'floating' and ${t.marginBp} > 0 and ${t.priceCents} is null))`,
    ),
  ],
);

/**
 * Orders. The seller's USDT (`quantity`, minor units) sits in the seller's `p2p_escrow` account
 * while `escrow` is `held`, and leaves it exactly once: `released` to the buyer or `returned` to
 * the seller. `payment` is the seller's payment details for the ad's methods, copied at opening.
 * `takerId` opened the order (its request id is unique per taker). The appeal, one per order,
 * lives in the appeal columns.
 */
export const p2pOrders = pgTable(
  'p2p_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    adId: bigint('ad_id', { mode: 'bigint' })
      .notNull()
      .references(() => p2pAds.id),
    adSide: text('ad_side', { enum: P2P_AD_SIDES }).notNull(),
    merchantId: bigint('merchant_id', { mode: 'bigint' }).notNull(),
    takerId: bigint('taker_id', { mode: 'bigint' }).notNull(),
    buyerId: bigint('buyer_id', { mode: 'bigint' }).notNull(),
    sellerId: bigint('seller_id', { mode: 'bigint' }).notNull(),
    fiat: text('fiat').notNull(),
    priceCents: numeric('price_cents', { precision: 38, scale: 0 }).notNull(),
    quantity: numeric('quantity', { precision: 38, scale: 0 }).notNull(),
    fiatAmount: numeric('fiat_amount', { precision: 38, scale: 0 }).notNull(),
    status: text('status', { enum: P2P_ORDER_STATUSES }).notNull(),
    cancelReason: text('cancel_reason', { enum: P2P_CANCEL_REASONS }),
    escrow: text('escrow', { enum: ['held', ...P2P_ESCROW_OUTCOMES] })
      .notNull()
      .default('held'),
    payment: jsonb('payment').$type<PaymentDetails[]>().notNull(),
    paidMethod: text('paid_method'),
    proofImageId: text('proof_image_id'),
    windowMinutes: integer('window_minutes').notNull(),
    terms: text('terms').notNull().default(''),
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    appealBy: text('appeal_by', { enum: ['buyer', 'seller'] }),
    appealReason: text('appeal_reason'),
    appealImageId: text('appeal_image_id'),
    appealOpenedAt: timestamp('appeal_opened_at', { withTimezone: true }),
    appealOutcome: text('appeal_outcome', { enum: P2P_ESCROW_OUTCOMES }),
    appealDecisionReason: text('appeal_decision_reason'),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
    appealDecidedBy: bigint('appeal_decided_by', { mode: 'bigint' }),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    uniqueIndex('p2p_orders_request_key').on(t.takerId, t.requestId),
    index('p2p_orders_buyer_idx').on(t.buyerId, t.id),
    index('p2p_orders_seller_idx').on(t.sellerId, t.id),
    index('p2p_orders_ad_idx').on(t.adId),
    index('p2p_orders_unpaid_idx').on(t.payBy).where(sql`${t.status} = 'unpaid'`),
    index('p2p_orders_status_idx').on(t.status, t.id),
    check('p2p_orders_valid', sql`${t.quantity} > 0 and ${t.fiatAmount} > 0 and ${t.priceCents} > 0 and ${t.buyerId} <> ${t.sellerId}`),
    // The escrow is held exactly while the order is open.
    check('p2p_orders_escrow', sql`(${t.escrow} = 'held') = (${t.status} in ('unpaid', 'paid', 'appeal'))`),
  ],
);

/** The order chat: the parties' messages, staff's, and system lines for order events. */
export const p2pMessages = pgTable(
  'p2p_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => p2pOrders.id),
    senderRole: text('sender_role', { enum: ['buyer', 'seller', 'staff', 'system'] }).notNull(),
    /** The user (buyer or seller) or staff member who wrote it; null for system lines. */
    senderId: bigint('sender_id', { mode: 'bigint' }),
    text: text('text').notNull().default(''),
    imageId: text('image_id'),
    event: text('event'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('p2p_messages_order_idx').on(t.orderId, t.id)],
);

/** Uploaded chat attachments, payment proofs and appeal evidence (re-encoded, stored by key). */
export const p2pImages = pgTable(
  'p2p_images',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('p2p_images_user_idx').on(t.userId, t.createdAt)],
);

/** One rating per finished order and party, of the other party. */
export const p2pRatings = pgTable(
  'p2p_ratings',
  {
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => p2pOrders.id),
    raterId: bigint('rater_id', { mode: 'bigint' }).notNull(),
    rateeId: bigint('ratee_id', { mode: 'bigint' }).notNull(),
    positive: boolean('positive').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.raterId] }), index('p2p_ratings_ratee_idx').on(t.rateeId)],
);

export type P2pMerchantRow = typeof p2pMerchants.$inferSelect;
export type P2pAdRow = typeof p2pAds.$inferSelect;
export type P2pOrderRow = typeof p2pOrders.$inferSelect;
export type P2pMessageRow = typeof p2pMessages.$inferSelect;
