import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  buyEarnProduct,
  getEarnProduct,
  getEarnTotals,
  getRedemptionQuote,
  listEarnAccruals,
  listEarnOrders,
  listEarnProducts,
  redeemEarnEarly,
} from '../../modules/earn/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Earn (custody): products, the user's orders and accrual ledgers, purchase and early redemption. */
export function registerEarnRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getProfitTotal', { handler: async (_input, ctx) => ok(await getEarnTotals(ctx.db, clock, ctx.session?.userId)) });
  defineCall(app, services, 'web', 'getProfitList', { handler: async (_input, ctx) => ok(await listEarnProducts(ctx.db, clock)) });
  defineCall(app, services, 'web', 'getProfitInfo', { handler: (input, ctx) => getEarnProduct(ctx.db, clock, BigInt(input.id)) });
  defineCall(app, services, 'web', 'getMyprofit', {
    handler: async (input, ctx) => ok(await listEarnOrders(ctx.db, { userId: ctx.userId, status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getProfitAccruals', {
    handler: (input, ctx) => listEarnAccruals(ctx.db, { userId: ctx.userId, orderId: BigInt(input.id) }),
  });
  defineCall(app, services, 'web', 'getRedemptionQuote', {
    handler: (input, ctx) => getRedemptionQuote(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id) }),
  });
  defineCall(app, services, 'web', 'buyProfit', {
    handler: (input, ctx) =>
      buyEarnProduct(db, clock, { userId: ctx.userId, productId: BigInt(input.product_id), amount: input.amount, requestId: input.request_id }),
  });
  defineCall(app, services, 'web', 'sellProfit', {
    handler: (input, ctx) => redeemEarnEarly(db, clock, { userId: ctx.userId, orderId: BigInt(input.id), expectedTotal: input.expected_total }),
  });
}
