import { fail, ok, parseUnits, type Result } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getHotWallet, listChainOutgoing, queueWithdrawalPayout, recordHotWalletFloat } from '../../modules/chain/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

const decided = (result: Result<true>) => (result.ok ? ok({}) : result);

/** The hot wallet's desk (packages/shared/src/contract/chainPayouts.ts): staff actions audited in their own transaction. */
export function registerChainPayoutRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  const chain = services.config.chain;
  const payoutChain = chain ? { chainId: chain.chainId, token: chain.usdtContract } : undefined;

  defineCall(app, services, 'admin', 'hotWallet', {
    handler: async (_input, ctx) => ok(await getHotWallet(ctx.db, clock, { chainId: chain?.chainId })),
  });
  defineCall(app, services, 'admin', 'chainOutgoing', {
    handler: async (input, ctx) =>
      ok(
        await listChainOutgoing(ctx.db, {
          kind: input.kind,
          withdrawalId: input.withdrawal_id === undefined ? undefined : BigInt(input.withdrawal_id),
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'admin', 'sendWithdrawalOnChain', {
    audit: { action: 'finance.sendWithdrawalOnChain', target: (input) => `withdrawal:${input.id}` },
    handler: async (input, ctx) =>
      decided(await queueWithdrawalPayout(ctx.db, clock, { withdrawalId: BigInt(input.id), staff: ctx.staff.username, chain: payoutChain })),
  });
  defineCall(app, services, 'admin', 'recordHotWalletFloat', {
    audit: { action: 'finance.recordHotWalletFloat', target: () => 'hot_wallet', details: (input) => ({ amount: input.amount, memo: input.memo }) },
    handler: async (input, ctx) => {
      const amount = parseUnits(input.amount, 6);
      if (amount === undefined) return fail('amount_invalid', { field: 'amount' });
      return decided(await recordHotWalletFloat(ctx.db, { amount, staff: ctx.staff.username, memo: input.memo, requestId: input.request_id }));
    },
  });
}
