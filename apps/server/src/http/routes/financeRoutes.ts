import { fail, ok, type Result } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  approveAdjustment,
  approveDeposit,
  approveFlaggedWithdrawal,
  depositVoucher,
  listAdjustments,
  listDeposits,
  listWithdrawals,
  payWithdrawal,
  rejectAdjustment,
  rejectDeposit,
  rejectWithdrawal,
  requestAdjustment,
} from '../../modules/funding/index.js';
import { reportHouseBalances, reportLiabilities, reportTrialBalance } from '../../modules/ledger/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** A decision answers `{}`: the queues are read again for what changed. */
const decided = (result: Result<true>) => (result.ok ? ok({}) : result);

/**
 * The finance desk: deposit and withdrawal queues, adjustments and the ledger reports. Every
 * decision is audited in its own transaction (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerFinanceRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'admin', 'deposits', {
    handler: async (input, ctx) => ok(await listDeposits(ctx.db, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'depositVoucher', {
    audit: { action: 'finance.viewVoucher', target: (input) => `deposit:${input.id}`, repeatWindowMs: 10 * 60_000 },
    handler: async (input, ctx) => {
      const image = await depositVoucher(ctx.db, images, { id: BigInt(input.id) });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('not_found');
    },
  });
  defineCall(app, services, 'admin', 'approveDeposit', {
    audit: { action: 'finance.approveDeposit', target: (input) => `deposit:${input.id}` },
    handler: async (input, ctx) => decided(await approveDeposit(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username })),
  });
  defineCall(app, services, 'admin', 'rejectDeposit', {
    audit: { action: 'finance.rejectDeposit', target: (input) => `deposit:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: async (input, ctx) => decided(await rejectDeposit(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason })),
  });
  defineCall(app, services, 'admin', 'withdrawals', {
    handler: async (input, ctx) => ok(await listWithdrawals(ctx.db, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'payWithdrawal', {
    audit: {
      action: 'finance.payWithdrawal',
      target: (input) => `withdrawal:${input.id}`,
      details: (input) => ({ tx_hash: input.tx_hash || input.reference }),
    },
    handler: async (input, ctx) =>
      decided(await payWithdrawal(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, txHash: input.tx_hash || input.reference })),
  });
  defineCall(app, services, 'admin', 'approveFlaggedWithdrawal', {
    audit: { action: 'finance.approveFlaggedWithdrawal', target: (input) => `withdrawal:${input.id}` },
    handler: async (input, ctx) => decided(await approveFlaggedWithdrawal(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username })),
  });
  defineCall(app, services, 'admin', 'rejectWithdrawal', {
    audit: { action: 'finance.rejectWithdrawal', target: (input) => `withdrawal:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: async (input, ctx) => decided(await rejectWithdrawal(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason })),
  });

  registerAdjustmentsAndReports(app, services);
}

function registerAdjustmentsAndReports(app: FastifyInstance, services: Services): void {
  const { clock, feed } = services;

  defineCall(app, services, 'admin', 'adjust', {
    audit: {
      action: 'finance.adjust',
      target: (input) => `user:${input.user_id}`,
      details: (input, value) => ({ account: input.account, asset: input.asset, amount: input.amount, reason: input.reason, status: value?.status }),
    },
    handler: (input, ctx) =>
      requestAdjustment(ctx.db, clock, feed, {
        userId: BigInt(input.user_id),
        accountKind: input.account,
        asset: input.asset,
        amount: input.amount,
        reason: input.reason,
        staff: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'adjustments', {
    handler: async (input, ctx) => ok({ items: await listAdjustments(ctx.db, input.status) }),
  });
  defineCall(app, services, 'admin', 'approveAdjustment', {
    audit: { action: 'finance.approveAdjustment', target: (input) => `adjustment:${input.id}` },
    handler: async (input, ctx) => decided(await approveAdjustment(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username })),
  });
  defineCall(app, services, 'admin', 'rejectAdjustment', {
    audit: { action: 'finance.rejectAdjustment', target: (input) => `adjustment:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: async (input, ctx) => decided(await rejectAdjustment(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username })),
  });
  defineCall(app, services, 'admin', 'houseAccounts', { handler: async (_input, ctx) => ok(await reportHouseBalances(ctx.db)) });
  defineCall(app, services, 'admin', 'trialBalance', { handler: async (_input, ctx) => ok(await reportTrialBalance(ctx.db)) });
  defineCall(app, services, 'admin', 'liabilities', { handler: async (_input, ctx) => ok(await reportLiabilities(ctx.db)) });
}
