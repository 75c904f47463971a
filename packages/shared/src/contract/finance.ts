import { z } from 'zod';
import { USER_ACCOUNT_TYPES } from '../ledger.js';
import { binaryOutput, decimalString, defineCalls, emptyOutput, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';
import { DEPOSIT_STATUSES, depositRecordSchema, WITHDRAWAL_STATUSES, withdrawalRecordSchema } from './funds.js';

/** The finance desk of the staff console: deposit and withdrawal queues, adjustments, ledger reports. */

const msg = { message: 'invalid_input' } as const;

/** The statuses the review queues filter by (a withdrawal may also end as `failure`). */
export const QUEUE_STATUSES = DEPOSIT_STATUSES;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** Who did a review, for the staff queues (null while pending). */
const reviewFields = { user_id: idString, account: z.string(), reviewed_by: z.string().nullable() };

/** A deposit claim in the review queue: what its owner sees, plus whose it is and who decided. */
export const depositReviewSchema = depositRecordSchema.extend({
  ...reviewFields,
  /**
   * A deposit seen on chain (source 'chain'): its transfer as the chain watcher follows it, with its
   * confirmations; the watcher credits or closes it, never a reviewer. Null for a voucher deposit.
   */
  on_chain: z
    .object({
      tx_hash: z.string(),
      status: z.enum(['seen', 'credited', 'reorged', 'below_minimum']),
      confirmations: z.number().int(),
      required_confirmations: z.number().int(),
    })
    .nullable(),
});
export type DepositReview = z.infer<typeof depositReviewSchema>;

/** A withdrawal request in the review queue. */
export const withdrawalReviewSchema = withdrawalRecordSchema.extend({
  ...reviewFields,
  /** The owner is flagged for review: another finance member approves before it is paid. */
  second_review: z.boolean(),
  /** Who approved it first (flagged owners only), or null. */
  first_approved_by: z.string().nullable(),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

/** A manual adjustment; `amount` is signed. */
export const adjustmentViewSchema = z.object({
  id: idString,
  user_id: idString,
  account: z.enum(USER_ACCOUNT_TYPES),
  asset: z.string(),
  amount: decimalString,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requested_by: z.string(),
  approved_by: z.string().nullable(),
  created_at: isoTime,
});
export type AdjustmentView = z.infer<typeof adjustmentViewSchema>;

/** admin/adjust: applied at once, or pending a second finance member's approval. */
export const adjustAnswerSchema = z.object({ id: idString, status: z.enum(['applied', 'pending']) });
export type AdjustAnswer = z.infer<typeof adjustAnswerSchema>;

/** One house account's balance (signed: clearing accounts go negative). */
export const houseBalanceSchema = z.object({ code: z.string(), asset: z.string(), balance: decimalString });
export type HouseBalance = z.infer<typeof houseBalanceSchema>;

export const trialBalanceLineSchema = z.object({ asset: z.string(), debits: decimalString, credits: decimalString, sum: decimalString });
export type TrialBalanceLine = z.infer<typeof trialBalanceLineSchema>;

/** Every asset sums to zero across all accounts (`ok`). */
export const trialBalanceViewSchema = z.object({ ok: z.boolean(), items: z.array(trialBalanceLineSchema) });
export type TrialBalanceView = z.infer<typeof trialBalanceViewSchema>;

/** What the platform owes its users in one asset, and how many users hold it. */
export const liabilityLineSchema = z.object({
  asset: z.string(),
  available: decimalString,
  frozen: decimalString,
  total: decimalString,
  users: z.number().int(),
});
export type LiabilityLine = z.infer<typeof liabilityLineSchema>;

const reason = z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500, msg);
const queuePaging = { ...pagingFields(200), page_size: pagingFields(200).page_size.default(50) };
const once = { request_id: requestIdField };

const financeRead = { verbs: ['GET'], access: 'staff', permission: 'finance.read' } as const;
const review = { verbs: ['POST'], access: 'staff', permission: 'finance.review', idempotent: true, output: emptyOutput } as const;
const adjustment = { verbs: ['POST'], access: 'staff', permission: 'finance.adjust', idempotent: true } as const;

export const financeCalls = defineCalls({
  deposits: {
    ...financeRead,
    input: z.object({ status: z.enum(DEPOSIT_STATUSES, msg).optional(), ...queuePaging }),
    output: pageOf(depositReviewSchema),
    summary: 'Deposit claims, by status',
  },
  depositVoucher: { ...financeRead, input: z.object({ id: idField }), output: binaryOutput, binary: true, summary: "A deposit's voucher image" },
  approveDeposit: { ...review, input: z.object({ id: idField, ...once }), summary: 'Credit a deposit (once, however often called)' },
  rejectDeposit: { ...review, input: z.object({ id: idField, reason, ...once }), summary: 'Refuse a deposit with the reason the user sees' },
  withdrawals: {
    ...financeRead,
    input: z.object({ status: z.enum(WITHDRAWAL_STATUSES, msg).optional(), ...queuePaging }),
    output: pageOf(withdrawalReviewSchema),
    summary: 'Withdrawal requests, by status',
  },
  payWithdrawal: {
    ...review,
    input: z.object({
      id: idField,
      tx_hash: z.string(msg).trim().max(200, msg).default(''),
      reference: z.string(msg).trim().max(200, msg).default(''),
      ...once,
    }),
    summary: 'Record a withdrawal as paid (chain transaction hash, or bank reference)',
  },
  approveFlaggedWithdrawal: {
    ...review,
    input: z.object({ id: idField, ...once }),
    summary: "First approval of a flagged user's withdrawal; a different finance member then pays it",
  },
  rejectWithdrawal: {
    ...review,
    input: z.object({ id: idField, reason, ...once }),
    summary: 'Refuse a withdrawal: the frozen amount returns to available',
  },
  adjust: {
    ...adjustment,
    input: z.object({
      user_id: idField,
      account: z.enum(USER_ACCOUNT_TYPES, msg).default('exchange'),
      asset: z.string(msg).trim().min(1, msg).max(20, msg),
      amount: z.string({ message: 'amount_invalid' }).min(1, { message: 'amount_invalid' }).max(60, { message: 'amount_invalid' }),
      reason,
      ...once,
    }),
    output: adjustAnswerSchema,
    summary: 'Adjust a user balance with a reason; above the threshold a second finance member approves',
  },
  adjustments: {
    ...financeRead,
    input: z.object({ status: z.enum(ADJUSTMENT_STATUSES, msg).optional() }),
    output: z.object({ items: z.array(adjustmentViewSchema) }),
    summary: 'Manual adjustments, by status (the newest 200)',
  },
  approveAdjustment: {
    ...adjustment,
    output: emptyOutput,
    input: z.object({ id: idField, ...once }),
    summary: 'Second approval of an adjustment above the threshold (not by its requester)',
  },
  rejectAdjustment: {
    ...adjustment,
    output: emptyOutput,
    input: z.object({ id: idField, reason, ...once }),
    summary: 'Refuse a pending adjustment, with a reason',
  },
  houseAccounts: { ...financeRead, input: noInput, output: z.object({ items: z.array(houseBalanceSchema) }), summary: "The house's own accounts" },
  trialBalance: { ...financeRead, input: noInput, output: trialBalanceViewSchema, summary: 'Trial balance: every asset must sum to zero across all accounts' },
  liabilities: {
    ...financeRead,
    input: noInput,
    output: z.object({ items: z.array(liabilityLineSchema) }),
    summary: 'What the platform owes its users, per asset',
  },
});
