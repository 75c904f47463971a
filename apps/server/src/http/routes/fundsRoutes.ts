import { fail, ok, type Result } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  addWithdrawAddress,
  assetOverview,
  deleteWithdrawAddress,
  depositVoucher,
  getWithdrawRules,
  listDepositChannels,
  listUserDeposits,
  listUserWithdrawals,
  listWithdrawAddresses,
  requestWithdrawal,
  submitDeposit,
} from '../../modules/funding/index.js';
import {
  changeTransactionPassword,
  getReceivingSettings,
  saveReceivingSettings,
  setTransactionPassword,
  transactionPasswordState,
} from '../../modules/identity/index.js';
import { listAccountLog, transferBetweenAccounts } from '../../modules/ledger/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** A use case that answers `true` on success answers `{}` on the wire. */
const done = (result: Result<true>): Result<Record<string, never>> => (result.ok ? ok({}) : result);

/** The funds calls (packages/shared/src/contract/funds.ts): balances, transfers, the account log, deposits, withdrawals. */
export function registerFundsRoutes(app: FastifyInstance, services: Services): void {
  defineCall(app, services, 'web', 'getAsset2', {
    handler: async (_input, ctx) => ok(await assetOverview(ctx.db, services.clock, services.feed, ctx.userId)),
  });
  defineCall(app, services, 'web', 'transfer', {
    rateLimitPerMinute: 60,
    handler: (input, ctx) =>
      transferBetweenAccounts(ctx.db, {
        userId: ctx.userId,
        asset: input.asset,
        amount: input.amount,
        from: input.from,
        to: input.to,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'getDealList', {
    handler: async (input, ctx) =>
      ok(
        await listAccountLog(ctx.db, {
          userId: ctx.userId,
          reason: input.type,
          kind: input.account,
          asset: input.asset || undefined,
          start: input.start,
          end: input.end,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  registerDepositCalls(app, services);
  registerWithdrawalCalls(app, services);
  registerPasswordAndReceivingCalls(app, services);
}

function registerDepositCalls(app: FastifyInstance, services: Services): void {
  defineCall(app, services, 'web', 'getDepositChannels', { handler: async (_input, ctx) => ok(await listDepositChannels(ctx.db)) });
  defineCall(app, services, 'web', 'recharge', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      submitDeposit(ctx.db, services.images, {
        userId: ctx.userId,
        asset: input.asset,
        chain: input.chain,
        amount: input.amount,
        description: input.description,
        voucher: input.voucher,
        requestId: input.request_id,
        clock: services.clock,
      }),
  });
  defineCall(app, services, 'web', 'getDeposits', {
    handler: async (input, ctx) => ok(await listUserDeposits(ctx.db, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getVoucher', {
    handler: async (input, ctx) => {
      const image = await depositVoucher(ctx.db, services.images, { id: BigInt(input.id), userId: ctx.userId });
      return image ? ok({ contentType: image.mime, body: image.buffer }) : fail('not_found');
    },
  });
}

function registerWithdrawalCalls(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  defineCall(app, services, 'web', 'getWithdrawRules', { handler: async (_input, ctx) => ok(await getWithdrawRules(ctx.db, clock, { userId: ctx.userId })) });
  defineCall(app, services, 'web', 'withdraw', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      requestWithdrawal(ctx.db, clock, {
        userId: ctx.userId,
        target: { method: 'chain', asset: input.asset, chain: input.chain, address: input.address, tag: input.tag },
        amount: input.amount,
        tpwd: input.tpwd,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'withdrawBank', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => {
      const { amount, tpwd, request_id, ...bank } = input;
      return requestWithdrawal(ctx.db, clock, { userId: ctx.userId, target: { method: 'bank', bank }, amount, tpwd, requestId: request_id });
    },
  });
  defineCall(app, services, 'web', 'getWithdrawals', {
    handler: async (input, ctx) => ok(await listUserWithdrawals(ctx.db, { userId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getWithdrawAddresses', { handler: async (_input, ctx) => ok(await listWithdrawAddresses(ctx.db, { userId: ctx.userId })) });
  defineCall(app, services, 'web', 'addCollectCurrenct', {
    handler: (input, ctx) =>
      addWithdrawAddress(ctx.db, {
        userId: ctx.userId,
        currency: input.currency,
        chain: input.chain,
        address: input.address,
        remark: input.remark,
        tag: input.tag,
      }),
  });
  defineCall(app, services, 'web', 'deleteWithdrawAddress', {
    handler: (input, ctx) => deleteWithdrawAddress(ctx.db, { userId: ctx.userId, id: BigInt(input.id) }),
  });
}

function registerPasswordAndReceivingCalls(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  defineCall(app, services, 'web', 'hasTpassword', { handler: async (_input, ctx) => ok(await transactionPasswordState(ctx.db, ctx.userId)) });
  defineCall(app, services, 'web', 'saveTpwd', {
    rateLimitPerMinute: 10,
    handler: async (input, ctx) =>
      done(await setTransactionPassword(ctx.db, clock, { userId: ctx.userId, tpwd: input.tpwd, tpwd2: input.tpwd2, origin: ctx.origin })),
  });
  defineCall(app, services, 'web', 'updateTpassword', {
    rateLimitPerMinute: 10,
    handler: async (input, ctx) =>
      done(
        await changeTransactionPassword(ctx.db, clock, {
          userId: ctx.userId,
          oldTpwd: input.old_tpwd,
          tpwd: input.tpwd,
          tpwd2: input.tpwd2,
          origin: ctx.origin,
        }),
      ),
  });
  defineCall(app, services, 'web', 'getReceive', { handler: async (_input, ctx) => ok(await getReceivingSettings(ctx.db, ctx.userId)) });
  defineCall(app, services, 'web', 'saveReceive', {
    handler: async (input, ctx) => {
      const { request_id: _requestId, ...settings } = input;
      await saveReceivingSettings(ctx.db, ctx.userId, settings);
      return ok({});
    },
  });
}
