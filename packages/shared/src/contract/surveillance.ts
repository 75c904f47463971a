import { z } from 'zod';
import { defineCalls, idField, idString, isoTime, pageOf, pagingFields, requestIdField } from './define.js';
import { STAFF_NOTE_MAX, STAFF_NOTE_MIN } from './userDesk.js';

/**
 * Surveillance basics (issue 19 §6): three reports over the last days of trading and funding, and
 * the review flag staff put on a user (a flagged user's withdrawal needs two finance reviewers).
 * The thresholds are constants, stated on the page above each report.
 */
export const SURVEILLANCE_THRESHOLDS = {
  /** Related-account trades and near-limit withdrawals are looked for over this many days. */
  windowDays: 30,
  /** A withdrawal requested within this many hours of a credited deposit… */
  quickWithdrawHours: 24,
  /** …while the user's turnover since that deposit is below this share of it (percent). */
  quickWithdrawTurnoverPct: 10,
  /** A withdrawal counts as near the limit at this share (percent) of the per-transaction maximum… */
  nearLimitPct: 90,
  /** …and an account is listed after this many near-limit withdrawals (or days at the daily count) in the window. */
  nearLimitCount: 3,
} as const;

/** How two accounts are related: a sign-in from the same browser (its full user-agent text), the same address, or one invited the other (directly or up the chain). */
export const RELATION_KINDS = ['device', 'address', 'invitation'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

const msg = { message: 'invalid_input' } as const;

export const relatedTradeRowSchema = z.object({
  maker_id: idString,
  maker_account: z.string(),
  taker_id: idString,
  taker_account: z.string(),
  relations: z.array(z.enum(RELATION_KINDS)),
  symbol: z.string(),
  trades: z.number().int(),
  /** Sum of the fills' quote amounts, in the quote asset. */
  amount: z.string(),
  quote_asset: z.string(),
  last_at: isoTime,
});
export type RelatedTradeRow = z.infer<typeof relatedTradeRowSchema>;

export const quickWithdrawalRowSchema = z.object({
  withdrawal_id: idString,
  user_id: idString,
  account: z.string(),
  asset: z.string(),
  amount: z.string(),
  requested_at: isoTime,
  deposit_amount: z.string(),
  deposited_at: isoTime,
  /** USDT traded or staked between the deposit and the withdrawal. */
  turnover_usdt: z.string(),
  /** Whole minutes from the deposit's credit to the request. */
  minutes_after: z.number().int(),
});
export type QuickWithdrawalRow = z.infer<typeof quickWithdrawalRowSchema>;

export const nearLimitRowSchema = z.object({
  user_id: idString,
  account: z.string(),
  /** Withdrawals at or above the near-limit share of the per-transaction maximum. */
  near_max: z.number().int(),
  /** Days on which the user made as many withdrawal requests as a day allows. */
  days_at_count: z.number().int(),
  last_at: isoTime,
});
export type NearLimitRow = z.infer<typeof nearLimitRowSchema>;

export const reviewFlagSchema = z.object({
  user_id: idString,
  account: z.string(),
  reason: z.string(),
  flagged_by: z.string(),
  flagged_at: isoTime,
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

const read = { verbs: ['GET'], access: 'staff', permission: 'surveillance.read' } as const;
const flagAction = { verbs: ['POST'], access: 'staff', idempotent: true, permission: 'users.flag' } as const;
const reasonField = z.string(msg).trim().min(STAFF_NOTE_MIN, msg).max(STAFF_NOTE_MAX, msg);

export const surveillanceCalls = defineCalls({
  surveillanceRelatedTrades: {
    ...read,
    input: z.object(pagingFields(100)),
    output: pageOf(relatedTradeRowSchema),
    summary: 'Spot fills between related accounts (same device, address or invitation chain) in the window',
  },
  surveillanceQuickWithdrawals: {
    ...read,
    input: z.object(pagingFields(100)),
    output: pageOf(quickWithdrawalRowSchema),
    summary: 'Withdrawals requested shortly after a deposit with little trading in between',
  },
  surveillanceNearLimits: {
    ...read,
    input: z.object(pagingFields(100)),
    output: pageOf(nearLimitRowSchema).extend({ per_transaction_max: z.string(), per_day: z.number().int() }),
    summary: 'Accounts repeatedly near the withdrawal limits in the window',
  },
  surveillanceFlags: {
    ...read,
    input: z.object(pagingFields(100)),
    output: pageOf(reviewFlagSchema),
    summary: 'Users flagged for review',
  },
  flagUser: {
    ...flagAction,
    input: z.object({ id: idField, reason: reasonField, request_id: requestIdField }),
    output: z.object({ flagged_at: isoTime }),
    summary: 'Flag a user for review (their withdrawals then need two finance reviewers)',
  },
  unflagUser: {
    ...flagAction,
    input: z.object({ id: idField, reason: reasonField, request_id: requestIdField }),
    output: z.object({}),
    summary: "Lift a user's review flag, with a reason",
  },
});
