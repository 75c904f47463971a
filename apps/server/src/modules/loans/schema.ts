import { LOAN_STATUSES, LOAN_VOUCHER_STATUSES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Loan products (spec §3): amount range in USDT minor units, term, daily interest and daily late
 * fee in parts per million of the principal, and the lender's name. Loans copy the terms when
 * applied for, so a later change never reaches them.
 */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    minAmount: numeric('min_amount', { precision: 38, scale: 0 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 38, scale: 0 }).notNull(),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    lateFeePpm: integer('late_fee_ppm').notNull(),
    lender: text('lender').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'loan_products_valid',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.termDays} between 1 and 366 and ${t.dailyRatePpm} >= 0 and ${t.lateFeePpm} >= 0`,
    ),
  ],
);

/** Loan documents and repayment vouchers: re-encoded images under random ids, served to their owner and finance. */
export const loanUploads = pgTable(
  'loan_uploads',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** A document slot (LOAN_DOCUMENT_SLOTS) or `voucher`. */
    slot: text('slot').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_uploads_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Unsecured loans. `dueDay` is the earn-calendar day number (Hong Kong) of the last day of the
 * term; late fees are charged for each later day that ends unpaid (loan_late_fees). Document ids
 * are loan_uploads ids.
 */
export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    productId: bigint('product_id', { mode: 'bigint' })
      .notNull()
      .references(() => loanProducts.id),
    contractNo: text('contract_no'),
    lender: text('lender').notNull(),
    principal: numeric('principal', { precision: 38, scale: 0 }).notNull(),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    lateFeePpm: integer('late_fee_ppm').notNull(),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('unreviewed'),
    docIdPhoto: text('doc_id_photo'),
    docIncome: text('doc_income'),
    docCredit: text('doc_credit'),
    docHousing: text('doc_housing'),
    docBankStatement: text('doc_bank_statement'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Earn day number of the disbursement (day 1 of the term) and of the term's last day. */
    startDay: integer('start_day'),
    dueDay: integer('due_day'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lateFees: numeric('late_fees', { precision: 38, scale: 0 }).notNull().default('0'),
    daysOverdue: integer('days_overdue').notNull().default(0),
    /** What the repayment paid: principal, interest, late fees. */
    interestPaid: numeric('interest_paid', { precision: 38, scale: 0 }),
    lateFeesPaid: numeric('late_fees_paid', { precision: 38, scale: 0 }),
    repaidAt: timestamp('repaid_at', { withTimezone: true }),
    /** The overdue days when repaid, for the credit score (repaid on time = 0). */
    repaidOverdueDays: integer('repaid_overdue_days'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    voucherId: text('voucher_id'),
    voucherStatus: text('voucher_status', { enum: LOAN_VOUCHER_STATUSES }),
    voucherAt: timestamp('voucher_at', { withTimezone: true }),
    voucherReason: text('voucher_reason'),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    uniqueIndex('loans_request_key').on(t.userId, t.requestId),
    uniqueIndex('loans_contract_no_key').on(t.contractNo),
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_status_idx').on(t.status, t.id),
    check('loans_valid', sql`${t.principal} > 0 and ${t.lateFees} >= 0 and ${t.daysOverdue} >= 0`),
  ],
);

/** One late fee per loan and overdue day (earn-calendar day number): the daily job's idempotency. */
export const loanLateFees = pgTable(
  'loan_late_fees',
  {
    loanId: bigint('loan_id', { mode: 'bigint' })
      .notNull()
      .references(() => loans.id),
    day: integer('day').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.day] })],
);

/**
 * Crypto-backed loans: USDT lent against BTC or ETH frozen in the user's exchange account.
 * `principal` and `interest` are what is owed now (interest charged per day in
 * collateral_interest_charges); LTV thresholds are copied from the settings at opening.
 */
export const collateralLoans = pgTable(
  'collateral_loans',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    collateralAsset: text('collateral_asset').notNull(),
    collateralAmount: numeric('collateral_amount', { precision: 38, scale: 0 }).notNull(),
    principal: numeric('principal', { precision: 38, scale: 0 }).notNull(),
    interest: numeric('interest', { precision: 38, scale: 0 }).notNull().default('0'),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    openingLtvBp: integer('opening_ltv_bp').notNull(),
    marginCallLtvBp: integer('margin_call_ltv_bp').notNull(),
    liquidationLtvBp: integer('liquidation_ltv_bp').notNull(),
    liquidationFeeBp: integer('liquidation_fee_bp').notNull(),
    startDay: integer('start_day').notNull(),
    /** Last earn day whose interest was charged. */
    interestDay: integer('interest_day').notNull(),
    status: text('status', { enum: ['open', 'repaid', 'liquidated'] })
      .notNull()
      .default('open'),
    /** Set when the LTV reached the margin-call level (and the inbox was told); cleared when it falls back. */
    marginCallAt: timestamp('margin_call_at', { withTimezone: true }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('collateral_loans_request_key').on(t.userId, t.requestId),
    index('collateral_loans_user_idx').on(t.userId, t.id),
    index('collateral_loans_open_idx').on(t.status).where(sql`${t.status} = 'open'`),
    check('collateral_loans_valid', sql`${t.collateralAmount} >= 0 and ${t.principal} >= 0 and ${t.interest} >= 0`),
  ],
);

/** One interest charge per collateral loan and day. */
export const collateralInterestCharges = pgTable(
  'collateral_interest_charges',
  {
    loanId: bigint('loan_id', { mode: 'bigint' })
      .notNull()
      .references(() => collateralLoans.id),
    day: integer('day').notNull(),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.day] })],
);

/** Itemised liquidation statements: the tick used, the amount sold, the fee. */
export const collateralLiquidations = pgTable(
  'collateral_liquidations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'bigint' })
      .notNull()
      .references(() => collateralLoans.id),
    tickPrice: numeric('tick_price', { precision: 38, scale: 0 }).notNull(),
    priceScale: integer('price_scale').notNull(),
    tickAt: timestamp('tick_at', { withTimezone: true }).notNull(),
    /** The instrument whose stored tick priced the collateral (the asset's USDT perpetual) and the tick's source. */
    tickSymbol: text('tick_symbol'),
    tickSource: text('tick_source'),
    amountSold: numeric('amount_sold', { precision: 38, scale: 0 }).notNull(),
    proceeds: numeric('proceeds', { precision: 38, scale: 0 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 0 }).notNull(),
    appliedToDebt: numeric('applied_to_debt', { precision: 38, scale: 0 }).notNull(),
    ltvBeforeBp: integer('ltv_before_bp').notNull(),
    ltvAfterBp: integer('ltv_after_bp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('collateral_liquidations_loan_idx').on(t.loanId, t.id)],
);

export type LoanProductRow = typeof loanProducts.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type CollateralLoanRow = typeof collateralLoans.$inferSelect;
