import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  addCollateral,
  applyForLoan,
  borrowWithCollateral,
  getCollateralLoans,
  getLoan,
  getLoanOffers,
  listUserLoans,
  readLoanDocument,
  repayCollateralLoan,
  repayLoan,
  submitRepaymentVoucher,
  uploadLoanDocument,
} from '../../modules/loans/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** USDT loans (spec §2 /repayment, /repayment2, §3 Loan): products, applications with documents, repayment. */
export function registerLoansRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'web', 'lendList', { handler: (_input, ctx) => getLoanOffers(ctx.db, clock, { userId: ctx.session?.userId }) });
  defineCall(app, services, 'web', 'lendMy', {
    handler: async (input, ctx) =>
      ok(await listUserLoans(ctx.db, clock, { userId: ctx.userId, status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getLoan', { handler: (input, ctx) => getLoan(ctx.db, clock, { userId: ctx.userId, id: BigInt(input.id) }) });
  defineCall(app, services, 'web', 'lend_img', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => uploadLoanDocument(ctx.db, images, clock, { userId: ctx.userId, slot: input.slot, file: input.file }),
  });
  defineCall(app, services, 'web', 'loanDocument', {
    handler: (input, ctx) => readLoanDocument(ctx.db, images, { uploadId: input.upload_id, userId: ctx.userId }),
  });
  defineCall(app, services, 'web', 'lendBuy', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      applyForLoan(ctx.db, clock, {
        userId: ctx.userId,
        productId: BigInt(input.product_id),
        amount: input.amount,
        agree: input.agree,
        documents: input.documents,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'repayLoan', { handler: (input, ctx) => repayLoan(ctx.db, clock, { userId: ctx.userId, id: BigInt(input.id) }) });
  defineCall(app, services, 'web', 'repayLoanVoucher', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => submitRepaymentVoucher(ctx.db, images, clock, { userId: ctx.userId, id: BigInt(input.id), file: input.voucher }),
  });

  // Crypto-backed loans: borrow USDT against BTC or ETH, add collateral, repay (interest first).
  defineCall(app, services, 'web', 'getCollateralLoans', {
    handler: async (input, ctx) => ok(await getCollateralLoans(ctx.db, clock.now(), { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'borrowWithCollateral', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) =>
      borrowWithCollateral(services.db, clock, {
        userId: ctx.userId,
        collateralAsset: input.collateral_asset,
        collateralAmount: input.collateral_amount,
        amount: input.amount,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'addCollateral', {
    handler: (input, ctx) =>
      addCollateral(services.db, clock, { userId: ctx.userId, loanId: BigInt(input.id), amount: input.amount, requestId: input.request_id }),
  });
  defineCall(app, services, 'web', 'repayCollateralLoan', {
    handler: (input, ctx) =>
      repayCollateralLoan(services.db, clock, { userId: ctx.userId, loanId: BigInt(input.id), amount: input.amount, requestId: input.request_id }),
  });
}
