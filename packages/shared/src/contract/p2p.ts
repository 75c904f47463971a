import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import {
  MERCHANT_STATUSES,
  P2P_AD_SIDES,
  P2P_AD_STATUSES,
  P2P_CANCEL_REASONS,
  P2P_ESCROW_OUTCOMES,
  P2P_FIAT_CODES,
  P2P_MESSAGE_MAX,
  P2P_ORDER_STATUSES,
  P2P_PAYMENT_METHODS,
  P2P_PRICE_TYPES,
} from '../p2p.js';
import { uploadIdSchema } from '../verification.js';
import { binaryOutput, decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';

/**
 * Quick buy (issue 15, spec §2 /kjmbSelect, /kjmb, the user centre's "buy crypto"): merchants'
 * ads to buy or sell USDT for fiat, orders with the seller's USDT in an escrow hold, the order
 * chat, appeals decided by staff, ratings; and the merchant programme (criteria, application,
 * ads). Amounts: USDT with 6 decimals, fiat with 2, both decimal strings.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
const amountField = z.string(msg('amount_invalid')).trim().min(1, msg('amount_required')).max(40, msg('amount_invalid'));
const fiatField = z.enum(P2P_FIAT_CODES, msg('invalid_input'));
const methodField = z.enum(P2P_PAYMENT_METHODS, msg('invalid_input'));
/** Form bodies carry a list as one comma-separated field; JSON bodies as an array. */
const methodList = z
  .union(
    [
      z.array(z.string()),
      z.string().transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ],
    msg('invalid_input'),
  )
  .pipe(z.array(methodField).min(1, msg('p2p_method_required')).max(P2P_PAYMENT_METHODS.length, msg('invalid_input')));
const reason = z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500, msg('invalid_input'));
/** An uploaded image (p2pUploadImage's image_id); "" or absent for none. */
const optionalImage = z
  .union([z.literal(''), uploadIdSchema])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

// ---------- Views ----------

/** A merchant as every user sees them on an ad and an order. Rates are percent with two decimals, null before any order. */
export const merchantPublicSchema = z.object({
  id: idString,
  nickname: z.string(),
  /** Completed orders in the last 30 days, as buyer or seller. */
  completed_30d: z.number().int(),
  /** Completed ÷ (completed + cancelled by the buyer or expired) over 30 days. */
  completion_rate_pct: decimalString.nullable(),
  /** Average minutes from "paid" to release, as a seller, over 30 days. */
  avg_release_minutes: decimalString.nullable(),
  /** Positive ratings ÷ all ratings received. */
  positive_rate_pct: decimalString.nullable(),
  ratings: z.number().int(),
  merchant_since: isoTime,
});
export type MerchantPublic = z.infer<typeof merchantPublicSchema>;

/** An ad as the offer list shows it; `side` is the merchant's (a `sell` ad is where users buy). */
export const p2pAdSchema = z.object({
  id: idString,
  side: z.enum(P2P_AD_SIDES),
  asset: z.literal('USDT'),
  fiat: fiatField,
  price_type: z.enum(P2P_PRICE_TYPES),
  /** The price now, fiat per USDT (a floating ad's is the reference price times the margin). */
  price: decimalString,
  /** Floating ads: percent of the reference price ("101.50"). */
  margin_pct: decimalString.nullable(),
  /** USDT still offered (sell ads: held in the merchant's ad reserve). */
  available: decimalString,
  /** Per-order limits in fiat; `max_fiat` is already capped by what is available at the price. */
  min_fiat: decimalString,
  max_fiat: decimalString,
  methods: z.array(methodField),
  window_minutes: z.number().int(),
  terms: z.string(),
  status: z.enum(P2P_AD_STATUSES),
  merchant: merchantPublicSchema,
  updated_at: isoTime,
});
export type P2pAdView = z.infer<typeof p2pAdSchema>;

/** An ad as its merchant sees it. */
export const p2pMyAdSchema = p2pAdSchema.extend({
  /** Sell ads: USDT in open orders' escrow from this ad. */
  in_orders: decimalString,
  open_orders: z.number().int(),
  /** Staff's reason when suspended. */
  suspended_reason: z.string().nullable(),
  /** The ad's own maximum per order as entered, before the cap by availability. */
  max_fiat_entered: decimalString,
  created_at: isoTime,
});
export type P2pMyAd = z.infer<typeof p2pMyAdSchema>;

/** One published merchant criterion and where the applicant stands. */
export const merchantRequirementSchema = z.object({
  key: z.enum(['account_age_days', 'completed_orders', 'completion_rate_pct', 'counterparties', 'verification', 'security_deposit']),
  /** What is required ("30", "80.00", "senior", "500"). */
  required: z.string(),
  /** Where the applicant stands ("12", "91.30", "junior", the exchange balance for the deposit). */
  current: z.string(),
  met: z.boolean(),
});
export type MerchantRequirement = z.infer<typeof merchantRequirementSchema>;

/** web/p2pMerchant: the caller's merchant standing. */
export const merchantStandingSchema = z.object({
  status: z.enum(['none', ...MERCHANT_STATUSES]),
  nickname: z.string().nullable(),
  requirements: z.array(merchantRequirementSchema),
  /** Every requirement met: the application can be sent. */
  eligible: z.boolean(),
  /** The security deposit held in the merchant-deposit account ("0" when none). */
  deposit_held: decimalString,
  applied_at: isoTime.nullable(),
  decided_at: isoTime.nullable(),
  reject_reason: z.string().nullable(),
  /** Public figures once approved. */
  profile: merchantPublicSchema.nullable(),
});
export type MerchantStanding = z.infer<typeof merchantStandingSchema>;

/** The seller's payment details for one method, copied into the order when it opens. */
export const paymentDetailsSchema = z.object({
  method: methodField,
  name: z.string(),
  /** bank: bank name and account number; alipay: account; wechat: nickname and account. */
  bank_name: z.string().optional(),
  bank_number: z.string().optional(),
  alipay_account: z.string().optional(),
  weixin_nickname: z.string().optional(),
  weixin_account: z.string().optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const p2pRatingSchema = z.object({ positive: z.boolean(), comment: z.string(), created_at: isoTime });

export const p2pAppealSchema = z.object({
  by: z.enum(['buyer', 'seller']),
  reason: z.string(),
  image_id: z.string().nullable(),
  opened_at: isoTime,
  outcome: z.enum(P2P_ESCROW_OUTCOMES).nullable(),
  decision_reason: z.string().nullable(),
  decided_at: isoTime.nullable(),
});

/** One order as either party sees it. */
export const p2pOrderSchema = z.object({
  id: idString,
  /** The number users quote ("P" + date + id). */
  order_no: z.string(),
  ad_id: idString,
  /** The caller's part and trade: the buyer buys USDT and pays fiat. */
  role: z.enum(['buyer', 'seller']),
  asset: z.literal('USDT'),
  fiat: fiatField,
  price: decimalString,
  quantity: decimalString,
  fiat_amount: decimalString,
  status: z.enum(P2P_ORDER_STATUSES),
  cancel_reason: z.enum(P2P_CANCEL_REASONS).nullable(),
  /** Where the seller's USDT is: held in escrow, released to the buyer, returned to the seller. */
  escrow: z.enum(['held', 'released', 'returned']),
  /** The seller's payment details for each method of the ad (the buyer pays to one of them). */
  payment: z.array(paymentDetailsSchema),
  paid_method: methodField.nullable(),
  proof_image_id: z.string().nullable(),
  window_minutes: z.number().int(),
  /** The end of the payment window. */
  pay_by: isoTime,
  created_at: isoTime,
  paid_at: isoTime.nullable(),
  /** When the order ended (released, cancelled or resolved). */
  closed_at: isoTime.nullable(),
  terms: z.string(),
  counterparty: z.object({ nickname: z.string(), merchant: merchantPublicSchema.nullable() }),
  appeal: p2pAppealSchema.nullable(),
  my_rating: p2pRatingSchema.nullable(),
  their_rating: p2pRatingSchema.nullable(),
  /** What the caller may do now (the server decides the same again). */
  can: z.object({ mark_paid: z.boolean(), release: z.boolean(), cancel: z.boolean(), appeal: z.boolean(), rate: z.boolean(), chat: z.boolean() }),
});
export type P2pOrderView = z.infer<typeof p2pOrderSchema>;

/** Order events the chat shows as system lines. */
export const P2P_CHAT_EVENTS = ['opened', 'paid', 'released', 'cancelled', 'expired', 'appealed', 'resolved_released', 'resolved_returned'] as const;
export const p2pMessageSchema = z.object({
  id: idString,
  from: z.enum(['buyer', 'seller', 'staff', 'system']),
  mine: z.boolean(),
  text: z.string(),
  image_id: z.string().nullable(),
  event: z.enum(P2P_CHAT_EVENTS).nullable(),
  created_at: isoTime,
});
export type P2pMessage = z.infer<typeof p2pMessageSchema>;

/** The reference price of USDT in each fiat (the FX instrument's latest tick; USDT valued at one US dollar). */
export const p2pReferenceSchema = z.object({ fiat: fiatField, price: decimalString.nullable(), instrument: z.string().nullable(), as_of: isoTime.nullable() });

/** web/p2pRules: what binds every quick-buy order, published before anyone trades. */
export const p2pRulesSchema = z.object({
  fiats: z.array(p2pReferenceSchema),
  methods: z.array(methodField),
  window_minutes: z.object({ min: z.number().int(), max: z.number().int() }),
  margin_pct: z.object({ min: decimalString, max: decimalString }),
  /** Cancellations a user may make per Hong Kong day before opening orders is paused until the next day. */
  daily_cancel_limit: z.number().int(),
  /** Unpaid orders one user may have open at once. */
  max_open_orders: z.number().int(),
  merchant_criteria: z.array(merchantRequirementSchema.pick({ key: true, required: true })),
});
export type P2pRules = z.infer<typeof p2pRulesSchema>;

// ---------- Inputs ----------

export const p2pAdsInputSchema = z.object({
  /** The user's intent: `buy` lists merchants' sell ads (cheapest first), `sell` their buy ads (dearest first). */
  trade: z.enum(['buy', 'sell'], msg('invalid_input')).default('buy'),
  fiat: fiatField.default('CNY'),
  /** Only ads whose per-order limits include this fiat amount. */
  amount: z
    .string(msg('amount_invalid'))
    .trim()
    .max(40, msg('amount_invalid'))
    .regex(/^(\d{1,15}(\.\d{1,2})?)?$/, msg('amount_invalid'))
    .optional(),
  method: methodField.optional(),
  ...pagingFields(50),
});

export const p2pSaveAdInputSchema = z.object({
  /** Absent: a new ad. An edit keeps its side and fiat. */
  id: idField.optional(),
  side: z.enum(P2P_AD_SIDES, msg('invalid_input')),
  fiat: fiatField,
  price_type: z.enum(P2P_PRICE_TYPES, msg('invalid_input')),
  /** Fixed ads: fiat per USDT, two decimals. */
  price: z.string(msg('price_invalid')).trim().max(20, msg('price_invalid')).optional(),
  /** Floating ads: percent of the reference price, two decimals, within P2P_MARGIN_PCT. */
  margin_pct: z.string(msg('invalid_input')).trim().max(10, msg('invalid_input')).optional(),
  /** USDT offered (sell ads: moved into the ad reserve) or wanted (buy ads). */
  amount: amountField,
  min_fiat: amountField,
  max_fiat: amountField,
  methods: methodList,
  window_minutes: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')),
  terms: z.string(msg('invalid_input')).trim().max(500, msg('invalid_input')).default(''),
  ...once,
});

export const p2pOpenOrderInputSchema = z
  .object({
    ad_id: idField,
    /** Exactly one of: the USDT quantity, or the fiat amount to pay (or be paid). */
    quantity: z.string(msg('amount_invalid')).trim().max(40, msg('amount_invalid')).optional(),
    fiat_amount: z.string(msg('amount_invalid')).trim().max(40, msg('amount_invalid')).optional(),
    /** The price the user saw: a floating price that moved since is refused with the new one. */
    expected_price: amountField,
    ...once,
  })
  .refine((input) => (input.quantity ? 1 : 0) + (input.fiat_amount ? 1 : 0) === 1, { message: 'amount_required', path: ['quantity'] });

// ---------- Calls ----------

export const p2pCalls = defineCalls({
  p2pRules: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: p2pRulesSchema,
    summary: 'Quick-buy rules: fiats with reference prices, payment methods, window and margin ranges, cancellation limit, merchant criteria',
  },
  p2pAds: {
    verbs: ['GET'],
    access: 'anyone',
    input: p2pAdsInputSchema,
    output: pageOf(p2pAdSchema),
    summary: 'Online ads for a trade, fiat, amount and payment method, best price first (then completion rate)',
  },
  p2pAd: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ id: idField }),
    output: p2pAdSchema,
    summary: 'One online ad with its merchant figures',
  },
  p2pMerchant: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: merchantStandingSchema,
    summary: "The caller's merchant standing: the published criteria with their progress, the application, the deposit held",
  },
  p2pApply: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      nickname: z.string(msg('p2p_nickname_invalid')).trim().min(2, msg('p2p_nickname_invalid')).max(20, msg('p2p_nickname_invalid')),
      ...once,
    }),
    output: merchantStandingSchema,
    summary: 'Apply to become a merchant; refused unless every criterion is met; the security deposit moves to the merchant-deposit account',
  },
  p2pResign: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ ...once }),
    output: merchantStandingSchema,
    summary: 'Stop being a merchant (or withdraw a pending application): ads closed, reserves and the deposit returned; refused with open orders',
  },
  p2pMyAds: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields(50) }),
    output: pageOf(p2pMyAdSchema),
    summary: "The merchant's own ads, every status",
  },
  p2pSaveAd: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: p2pSaveAdInputSchema,
    output: p2pMyAdSchema,
    summary: 'Post or edit an ad (merchants only); a sell ad moves its amount into the ad reserve, an edit posts the difference',
  },
  p2pSetAdStatus: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, status: z.enum(['online', 'offline', 'closed'], msg('invalid_input')), ...once }),
    output: p2pMyAdSchema,
    summary: 'Put an ad online or offline, or close it (its reserve returned; its open orders go on, their USDT already in escrow)',
  },
  p2pOpenOrder: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: p2pOpenOrderInputSchema,
    output: p2pOrderSchema,
    summary: "Open an order on an ad; the seller's USDT moves into escrow in the same transaction",
  },
  p2pOrders: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ status: z.enum(['open', 'closed', 'all'], msg('invalid_input')).default('all'), ...pagingFields(50) }),
    output: pageOf(p2pOrderSchema),
    summary: "The caller's orders as buyer or seller, newest first",
  },
  p2pOrder: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField }),
    output: p2pOrderSchema,
    summary: 'One order of the caller: payment details, window, appeal, ratings, what the caller may do',
  },
  p2pMarkPaid: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, method: methodField, proof_image_id: optionalImage, ...once }),
    output: p2pOrderSchema,
    summary: 'The buyer says the fiat is sent (one of the ad’s methods, an optional proof image); refused after the window',
  },
  p2pRelease: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, tpwd: z.string({ message: 'tpwd_format' }).default(''), ...once }),
    output: p2pOrderSchema,
    summary: 'The seller confirms the fiat arrived and releases the escrow to the buyer (transaction password)',
  },
  p2pCancel: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: p2pOrderSchema,
    summary: 'The buyer cancels (before release); the escrow returns to the seller',
  },
  p2pAppeal: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, reason, image_id: optionalImage, ...once }),
    output: p2pOrderSchema,
    summary: 'Either party appeals a paid order; the escrow stays held until staff decide',
  },
  p2pRate: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      id: idField,
      positive: formBooleanField,
      comment: z.string(msg('invalid_input')).trim().max(200, msg('invalid_input')).default(''),
      ...once,
    }),
    output: p2pOrderSchema,
    summary: 'Rate the counterparty of a finished order, once',
  },
  p2pMessages: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField, after: idField.optional() }),
    output: z.object({ items: z.array(p2pMessageSchema) }),
    summary: "An order's chat, oldest first (after a message id: only newer ones; at most 500)",
  },
  p2pSendMessage: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      id: idField,
      text: z.string(msg('invalid_input')).trim().max(P2P_MESSAGE_MAX, msg('text_too_long')).default(''),
      image_id: optionalImage,
      ...once,
    }),
    output: p2pMessageSchema,
    summary: 'Send a chat message (text and/or an uploaded image) to the other party of an order',
  },
  p2pUploadImage: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    upload: true,
    input: z.object({ file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(), ...once }),
    output: z.object({ image_id: z.string() }),
    summary: 'Upload a chat attachment or payment proof (multipart: file, request_id; JPG/PNG by content, under 8 MB, re-encoded)',
  },
  p2pImage: {
    verbs: ['GET'],
    access: 'user',
    binary: true,
    input: z.object({ image_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'An image of an order chat, proof or appeal (its uploader and the order’s parties only)',
  },
});

// ---------- Staff desk ----------

export const merchantApplicationSchema = z.object({
  user_id: idString,
  account: z.string(),
  nickname: z.string(),
  status: z.enum(MERCHANT_STATUSES),
  requirements: z.array(merchantRequirementSchema),
  deposit_held: decimalString,
  applied_at: isoTime,
  decided_at: isoTime.nullable(),
  reject_reason: z.string().nullable(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

export const p2pDeskAdSchema = p2pMyAdSchema.extend({ merchant_user_id: idString, merchant_account: z.string() });
export type P2pDeskAd = z.infer<typeof p2pDeskAdSchema>;

/** An order as staff see it: both parties, from neither's side. */
export const p2pDeskOrderSchema = p2pOrderSchema.omit({ role: true, counterparty: true, my_rating: true, their_rating: true, can: true }).extend({
  buyer: z.object({ user_id: idString, account: z.string(), nickname: z.string() }),
  seller: z.object({ user_id: idString, account: z.string(), nickname: z.string() }),
  buyer_rating: p2pRatingSchema.nullable(),
  seller_rating: p2pRatingSchema.nullable(),
});
export type P2pDeskOrder = z.infer<typeof p2pDeskOrderSchema>;

export const p2pDeskCalls = defineCalls({
  p2pApplications: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'p2p.read',
    input: z.object({ status: z.enum(MERCHANT_STATUSES, msg('invalid_input')).optional(), ...pagingFields() }),
    output: pageOf(merchantApplicationSchema),
    summary: 'Merchant applications with each criterion checked now, pending first',
  },
  p2pDecideApplication: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'p2p.review',
    idempotent: true,
    input: z.object({
      user_id: idField,
      decision: z.enum(['approve', 'reject'], msg('invalid_input')),
      reason: z.string(msg('invalid_input')).trim().max(500, msg('invalid_input')).default(''),
      ...once,
    }),
    output: merchantApplicationSchema,
    summary: 'Approve (every criterion met) or reject (with a reason; the deposit returned) a merchant application',
  },
  p2pDeskAds: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'p2p.read',
    input: z.object({ status: z.enum(P2P_AD_STATUSES, msg('invalid_input')).optional(), ...pagingFields() }),
    output: pageOf(p2pDeskAdSchema),
    summary: 'Every ad with its merchant',
  },
  p2pSuspendAd: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'p2p.review',
    idempotent: true,
    input: z.object({ id: idField, suspend: formBooleanField, reason, ...once }),
    output: p2pDeskAdSchema,
    summary: 'Suspend an ad (hidden, the reason shown to its merchant; open orders go on) or restore it (offline)',
  },
  p2pDeskOrders: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'p2p.read',
    input: z.object({ status: z.enum(P2P_ORDER_STATUSES, msg('invalid_input')).optional(), ...pagingFields() }),
    output: pageOf(p2pDeskOrderSchema),
    summary: 'Orders, newest first (appeals: oldest first)',
  },
  p2pDeskOrder: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'p2p.read',
    input: z.object({ id: idField }),
    output: z.object({ order: p2pDeskOrderSchema, messages: z.array(p2pMessageSchema) }),
    summary: 'One order with its whole chat, proofs and appeal: the evidence for a decision',
  },
  p2pDeskMessage: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'p2p.review',
    idempotent: true,
    input: z.object({
      id: idField,
      text: z.string(msg('invalid_input')).trim().min(1, msg('p2p_message_empty')).max(P2P_MESSAGE_MAX, msg('text_too_long')),
      ...once,
    }),
    output: p2pMessageSchema,
    summary: 'Write into an order’s chat as customer support (both parties see it)',
  },
  p2pResolveAppeal: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'p2p.review',
    idempotent: true,
    input: z.object({ id: idField, outcome: z.enum(P2P_ESCROW_OUTCOMES, msg('invalid_input')), reason, ...once }),
    output: p2pDeskOrderSchema,
    summary: 'Decide an appeal: release the escrow to the buyer or return it to the seller, with the reason both parties read',
  },
  p2pDeskImage: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'p2p.read',
    binary: true,
    input: z.object({ image_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'An image of an order chat, proof or appeal',
  },
});
