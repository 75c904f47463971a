import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LOAN_DOCUMENT_SLOTS, LOAN_STATUSES, LOAN_VOUCHER_STATUSES } from '../loans.js';
import { uploadIdSchema } from '../verification.js';
import { binaryOutput, decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';
import { tickRefSchema } from './ticks.js';

/**
 * USDT loans (issue 13, spec §2 /repayment, /repayment2, §3 Loan): unsecured loans reviewed by
 * finance and limited by the credit score, and crypto-backed loans against BTC or ETH collateral.
 * Loans are funded from the platform's lending account and never exceed what it holds.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
const amountField = z.string(msg('amount_invalid')).trim().min(1, msg('amount_required')).max(40, msg('amount_invalid'));
const reason = z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500, msg('invalid_input'));

/** A loan product (spec §3): amount range, term, daily interest, late fee per day and the lender. */
export const loanProductSchema = z.object({
  id: idString,
  asset: z.literal('USDT'),
  min_amount: decimalString,
  max_amount: decimalString,
  term_days: z.number().int(),
  daily_rate_pct: decimalString,
  /** Charged per day past the due date, in percent of the principal. */
  late_fee_pct: decimalString,
  lender: z.string(),
  active: z.boolean(),
});
export type LoanProduct = z.infer<typeof loanProductSchema>;

/** The user's credit limit from the published score bands, and how much of it open loans use. */
export const loanLimitSchema = z.object({
  score: z.number().int(),
  limit: decimalString,
  used: decimalString,
  available: decimalString,
});
export type LoanLimit = z.infer<typeof loanLimitSchema>;

/** Terms of crypto-backed loans (settings), valued from the reference feed. */
export const collateralTermsSchema = z.object({
  assets: z.array(z.object({ asset: z.string(), price: decimalString.nullable(), price_at: isoTime.nullable() })),
  opening_ltv_pct: decimalString,
  margin_call_ltv_pct: decimalString,
  liquidation_ltv_pct: decimalString,
  daily_rate_pct: decimalString,
  liquidation_fee_pct: decimalString,
  /** How liquidation prices collateral: the lending desk takes it at the latest reference tick. */
  liquidation_price_source: z.literal('reference_tick'),
});
export type CollateralTerms = z.infer<typeof collateralTermsSchema>;

const documentsSchema = z.object(
  Object.fromEntries(LOAN_DOCUMENT_SLOTS.map((slot) => [slot, z.boolean()])) as Record<(typeof LOAN_DOCUMENT_SLOTS)[number], z.ZodBoolean>,
);

/** A loan (spec §3, §5): terms as approved, what is owed now, and the repayment voucher if any. */
export const loanViewSchema = z.object({
  id: idString,
  contract_no: z.string().nullable(),
  product_id: idString,
  lender: z.string(),
  amount: decimalString,
  term_days: z.number().int(),
  daily_rate_pct: decimalString,
  late_fee_pct: decimalString,
  /** Interest for the full term (what approval binds; early repayment pays only the days borrowed). */
  interest: decimalString,
  total_repayment: decimalString,
  late_fee_per_day: decimalString,
  /** Late fees charged so far (one per day past due). */
  late_fees: decimalString,
  days_overdue: z.number().int(),
  /** What repaying now takes: principal + interest for the days borrowed + late fees. */
  payoff_now: decimalString,
  status: z.enum(LOAN_STATUSES),
  applied_at: isoTime,
  approved_at: isoTime.nullable(),
  due_at: isoTime.nullable(),
  repaid_at: isoTime.nullable(),
  reject_reason: z.string().nullable(),
  /** Which documents the application carried. */
  documents: documentsSchema,
  voucher: z.object({ status: z.enum(LOAN_VOUCHER_STATUSES), submitted_at: isoTime, reason: z.string().nullable() }).nullable(),
});
export type LoanView = z.infer<typeof loanViewSchema>;

/** One day of late fee charged on an overdue loan. */
export const lateFeeChargeSchema = z.object({ date: z.string(), amount: decimalString, charged_at: isoTime });
export type LateFeeCharge = z.infer<typeof lateFeeChargeSchema>;

export const COLLATERAL_LOAN_STATUSES = ['open', 'repaid', 'liquidated'] as const;

/** One collateral liquidation: an itemised statement. */
export const liquidationStatementSchema = z.object({
  at: isoTime,
  asset: z.string(),
  /** The reference tick the collateral was priced at. */
  tick_price: decimalString,
  tick_at: isoTime,
  /** The stored tick itself: the instrument whose ticks priced the collateral (its USDT perpetual), instant, price, source. */
  tick: tickRefSchema,
  amount_sold: decimalString,
  proceeds: decimalString,
  fee: decimalString,
  /** Proceeds minus the fee, applied to interest then principal. */
  applied_to_debt: decimalString,
  /** What the proceeds left after paying the whole debt, paid into the exchange account. */
  returned_to_user: decimalString,
  /** Debt left when all the collateral was sold: absorbed by the lending account, no longer owed. */
  shortfall_absorbed: decimalString,
  ltv_before_pct: decimalString,
  ltv_after_pct: decimalString,
});
export type LiquidationStatement = z.infer<typeof liquidationStatementSchema>;

export const collateralLoanSchema = z.object({
  id: idString,
  collateral_asset: z.string(),
  collateral_amount: decimalString,
  principal: decimalString,
  /** Interest accrued and unpaid. */
  interest: decimalString,
  debt: decimalString,
  daily_rate_pct: decimalString,
  /** Value at the latest reference tick (null without a price). */
  collateral_value: decimalString.nullable(),
  ltv_pct: decimalString.nullable(),
  margin_call_ltv_pct: decimalString,
  liquidation_ltv_pct: decimalString,
  /** The collateral price at which liquidation starts (null without debt). */
  liquidation_price: decimalString.nullable(),
  status: z.enum(COLLATERAL_LOAN_STATUSES),
  margin_call: z.boolean(),
  created_at: isoTime,
  closed_at: isoTime.nullable(),
  liquidations: z.array(liquidationStatementSchema),
});
export type CollateralLoanView = z.infer<typeof collateralLoanSchema>;

const applicationDocumentsObject = z.object(
  Object.fromEntries(LOAN_DOCUMENT_SLOTS.map((slot) => [slot, uploadIdSchema.optional()])) as Record<
    (typeof LOAN_DOCUMENT_SLOTS)[number],
    z.ZodOptional<typeof uploadIdSchema>
  >,
);

/** A form field's JSON text as a value (undefined when it is not JSON, which the schema after it refuses). */
function parseJsonField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The web client sends form bodies, which carry a boolean as "1"/"0" and no nested objects: the
 * documents arrive there as one JSON field ('{"id_photo":"…"}'); JSON bodies send both as they are.
 * Handlers see the same parsed types either way.
 */
const agreeField = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], msg('loan_agreement_required'))
  .transform((value) => value === true || value === '1' || value === 'true');
const applicationDocuments = z
  .union([applicationDocumentsObject, z.string().transform(parseJsonField)], msg('loan_documents_required'))
  .pipe(applicationDocumentsObject);

export const loansCalls = defineCalls({
  lendList: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: z.object({ items: z.array(loanProductSchema), limit: loanLimitSchema.nullable(), collateral: collateralTermsSchema }),
    summary: "Loan products, the signed-in user's credit limit, and the terms of crypto-backed loans",
  },
  lendMy: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ status: z.enum(LOAN_STATUSES, msg('invalid_input')).optional(), ...pagingFields() }),
    output: pageOf(loanViewSchema),
    summary: "The user's loans, newest first",
  },
  getLoan: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField }),
    output: z.object({ loan: loanViewSchema, late_fees: z.array(lateFeeChargeSchema) }),
    summary: 'Repayment detail (/repayment2): principal, interest, total, late fee and days overdue, with each late fee charged',
  },
  lend_img: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    upload: true,
    input: z.object({
      slot: z.enum(LOAN_DOCUMENT_SLOTS, msg('invalid_input')),
      file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(),
      ...once,
    }),
    output: z.object({ upload_id: z.string(), slot: z.enum(LOAN_DOCUMENT_SLOTS) }),
    summary: 'Upload one loan document (multipart: slot, file, request_id; JPG/PNG by content, under 8 MB, re-encoded)',
  },
  loanDocument: {
    verbs: ['GET'],
    access: 'user',
    binary: true,
    input: z.object({ upload_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'A loan document or repayment voucher (its owner only)',
  },
  lendBuy: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      product_id: idField,
      amount: amountField,
      /** "please check the loan agreement" */
      agree: agreeField,
      documents: applicationDocuments,
      ...once,
    }),
    output: loanViewSchema,
    summary: 'Apply for a loan: unreviewed until finance approves (disbursed, contract number) or rejects it',
  },
  repayLoan: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: loanViewSchema,
    summary: 'Repay a loan in full from the exchange account: principal, interest for the days borrowed and late fees',
  },
  repayLoanVoucher: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    upload: true,
    input: z.object({
      id: idField,
      /** "please upload the repayment certificate" */
      voucher: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(),
      ...once,
    }),
    output: loanViewSchema,
    summary: 'Repay by a transfer made elsewhere: upload its voucher, which finance confirms (multipart: id, request_id, file voucher)',
  },
  getCollateralLoans: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields() }),
    output: pageOf(collateralLoanSchema),
    summary: "The user's crypto-backed loans with LTV at the latest tick and every liquidation statement",
  },
  borrowWithCollateral: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ collateral_asset: z.string().max(12), collateral_amount: amountField, amount: amountField, ...once }),
    output: collateralLoanSchema,
    summary: 'Borrow USDT against BTC or ETH frozen in the exchange account, up to the opening LTV',
  },
  addCollateral: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, amount: amountField, ...once }),
    output: collateralLoanSchema,
    summary: 'Freeze more collateral under an open crypto-backed loan',
  },
  repayCollateralLoan: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, amount: amountField, ...once }),
    output: collateralLoanSchema,
    summary: 'Repay part or all of a crypto-backed loan from exchange USDT (interest first); repaid in full, the collateral is released',
  },
});

// ---------- Staff desk (finance) ----------

export const loanReviewSchema = loanViewSchema.extend({
  user_id: idString,
  account: z.string(),
  credit_score: z.number().int(),
  credit_limit: decimalString,
  /** Upload ids of the documents, for admin/loanDocument. */
  document_ids: z.object(
    Object.fromEntries(LOAN_DOCUMENT_SLOTS.map((slot) => [slot, z.string().nullable()])) as Record<
      (typeof LOAN_DOCUMENT_SLOTS)[number],
      z.ZodNullable<z.ZodString>
    >,
  ),
  voucher_id: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type LoanReview = z.infer<typeof loanReviewSchema>;

/** admin/lendingOverview: the lending account and what is lent out. */
export const lendingOverviewSchema = z.object({
  /** Available in the lending account: the most that can still be lent. */
  lending_balance: decimalString,
  outstanding_principal: decimalString,
  /** Interest for the days borrowed so far plus late fees charged, unpaid. */
  receivable_interest: decimalString,
  loans_open: z.number().int(),
  loans_overdue: z.number().int(),
  overdue_principal: decimalString,
  pending_applications: z.number().int(),
  pending_vouchers: z.number().int(),
  collateral_open: z.number().int(),
  collateral_principal: decimalString,
  collateral_held: z.array(z.object({ asset: z.string(), amount: decimalString })),
  /** Interest and late fees received to date (the lending-income account). */
  income_to_date: decimalString,
});
export type LendingOverview = z.infer<typeof lendingOverviewSchema>;

const pct = z.string(msg('invalid_input')).regex(/^\d{1,3}(\.\d{1,4})?$/, msg('invalid_input'));
const staffAmount = z.string(msg('amount_invalid')).regex(/^\d{1,15}(\.\d{1,6})?$/, msg('amount_invalid'));

export const loanDeskCalls = defineCalls({
  loanProducts: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: z.object({ items: z.array(loanProductSchema) }),
    summary: 'Every loan product, inactive too',
  },
  saveLoanProduct: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({
      id: idField.optional(),
      min_amount: staffAmount,
      max_amount: staffAmount,
      term_days: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(366, msg('invalid_input')),
      daily_rate_pct: pct,
      late_fee_pct: pct,
      lender: z.string(msg('invalid_input')).trim().min(2, msg('invalid_input')).max(80, msg('invalid_input')),
      active: formBooleanField,
      ...once,
    }),
    output: loanProductSchema,
    summary: 'Create or change a loan product; loans already applied for keep their terms',
  },
  loans: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: z.object({
      status: z.enum(LOAN_STATUSES, msg('invalid_input')).optional(),
      voucher: z.enum(LOAN_VOUCHER_STATUSES, msg('invalid_input')).optional(),
      ...pagingFields(200),
    }),
    output: pageOf(loanReviewSchema),
    summary: 'The loan review queue (by status) and the repayment vouchers (by voucher status), with documents and credit',
  },
  loanDocument: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    binary: true,
    input: z.object({ upload_id: uploadIdSchema }),
    output: binaryOutput,
    summary: 'A loan document or repayment voucher image',
  },
  approveLoan: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: loanReviewSchema,
    summary: 'Approve a loan: disbursed from the lending account to the exchange account, contract number issued, due date set',
  },
  rejectLoan: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ id: idField, reason, ...once }),
    output: loanReviewSchema,
    summary: 'Reject a loan application with the reason the user sees',
  },
  confirmLoanVoucher: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: loanReviewSchema,
    summary: 'Confirm a repayment voucher: the loan is repaid (the transfer entered through deposits clearing)',
  },
  rejectLoanVoucher: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({ id: idField, reason, ...once }),
    output: loanReviewSchema,
    summary: 'Refuse a repayment voucher with the reason the user sees; the loan stays owed',
  },
  lendingOverview: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: lendingOverviewSchema,
    summary: 'The lending account, loans outstanding, overdue and interest receivable, collateral held',
  },
  fundLending: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({ direction: z.enum(['in', 'out'], msg('invalid_input')), amount: staffAmount, reason, ...once }),
    output: lendingOverviewSchema,
    summary: 'Move platform capital into or out of the lending account (never below what is lent out: out takes only what it holds)',
  },
});
