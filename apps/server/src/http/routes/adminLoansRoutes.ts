import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  approveLoan,
  confirmLoanVoucher,
  fundLending,
  getLendingOverview,
  listLoanProducts,
  listLoans,
  readLoanDocument,
  rejectLoan,
  rejectLoanVoucher,
  saveLoanProduct,
} from '../../modules/loans/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * The lending desk (finance): loan products, the review queue with its documents, repayment
 * vouchers, and the lending account. Every decision is audited in its own transaction
 * (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerAdminLoansRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'admin', 'loanProducts', { handler: async (_input, ctx) => ok(await listLoanProducts(ctx.db, { activeOnly: false })) });
  defineCall(app, services, 'admin', 'saveLoanProduct', {
    audit: {
      action: 'finance.saveLoanProduct',
      target: (input, value) => `loan_product:${value?.id ?? input.id ?? 'new'}`,
      details: (input) => ({
        min_amount: input.min_amount,
        max_amount: input.max_amount,
        term_days: input.term_days,
        daily_rate_pct: input.daily_rate_pct,
        late_fee_pct: input.late_fee_pct,
        lender: input.lender,
        active: input.active,
      }),
    },
    handler: (input, ctx) =>
      saveLoanProduct(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        minAmount: input.min_amount,
        maxAmount: input.max_amount,
        termDays: input.term_days,
        dailyRatePct: input.daily_rate_pct,
        lateFeePct: input.late_fee_pct,
        lender: input.lender,
        active: input.active,
        changedBy: `staff:${ctx.staff.username}`,
      }),
  });
  defineCall(app, services, 'admin', 'loans', {
    handler: async (input, ctx) =>
      ok(await listLoans(ctx.db, clock, { status: input.status, voucher: input.voucher, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'loanDocument', {
    audit: { action: 'finance.viewLoanDocument', target: (input) => `upload:${input.upload_id}`, repeatWindowMs: 10 * 60_000 },
    handler: (input, ctx) => readLoanDocument(ctx.db, images, { uploadId: input.upload_id }),
  });
  registerDecisions(app, services);
}

function registerDecisions(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'approveLoan', {
    audit: {
      action: 'finance.approveLoan',
      target: (input) => `loan:${input.id}`,
      details: (_input, value) => ({ contract_no: value?.contract_no, amount: value?.amount }),
    },
    handler: (input, ctx) => approveLoan(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'rejectLoan', {
    audit: { action: 'finance.rejectLoan', target: (input) => `loan:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: (input, ctx) => rejectLoan(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason }),
  });
  defineCall(app, services, 'admin', 'confirmLoanVoucher', {
    audit: { action: 'finance.confirmLoanVoucher', target: (input) => `loan:${input.id}`, details: (_input, value) => ({ voucher_id: value?.voucher_id }) },
    handler: (input, ctx) => confirmLoanVoucher(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'rejectLoanVoucher', {
    audit: { action: 'finance.rejectLoanVoucher', target: (input) => `loan:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: (input, ctx) => rejectLoanVoucher(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason }),
  });
  defineCall(app, services, 'admin', 'lendingOverview', { handler: async (_input, ctx) => ok(await getLendingOverview(ctx.db, clock)) });
  defineCall(app, services, 'admin', 'fundLending', {
    audit: {
      action: 'finance.fundLending',
      target: () => 'house:lending',
      details: (input) => ({ direction: input.direction, amount: input.amount, reason: input.reason }),
    },
    handler: (input, ctx) =>
      fundLending(ctx.db, clock, {
        direction: input.direction,
        amount: input.amount,
        reason: input.reason,
        staff: ctx.staff.username,
        requestId: input.request_id,
      }),
  });
}
