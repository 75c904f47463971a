import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { chainWalletOf, getFundingMode, listChainAlerts, listChainDeposits, openDepositAddress } from '../../modules/chain/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** On-chain deposits (packages/shared/src/contract/chain.ts): the mode, the user's address, transfers seen; the staff alerts. */
export function registerChainRoutes(app: FastifyInstance, services: Services): void {
  const wallet = services.config.chain ? chainWalletOf(services.config.chain) : undefined;
  defineCall(app, services, 'web', 'getFundingMode', { handler: async (_input, ctx) => ok(await getFundingMode(ctx.db, wallet)) });
  defineCall(app, services, 'web', 'openDepositAddress', { handler: (_input, ctx) => openDepositAddress(ctx.db, wallet, ctx.userId) });
  defineCall(app, services, 'web', 'getChainDeposits', {
    handler: (input, ctx) =>
      listChainDeposits(ctx.db, wallet, { userId: ctx.userId, open: input.open === 'true', page: input.page, pageSize: input.page_size }),
  });
  defineCall(app, services, 'admin', 'chainAlerts', {
    handler: async (input, ctx) => ok(await listChainAlerts(ctx.db, { page: input.page, pageSize: input.page_size })),
  });
}
