import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { applyForMerchant, getAd, getMerchantStanding, getP2pRules, listAds, listMyAds, resignMerchant, saveAd, setAdStatus } from '../../modules/p2p/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Quick buy (issue 15): rules, ads, merchant standing and ads, orders with escrow, chat, appeals and ratings. */
export function registerP2pRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'web', 'p2pRules', { handler: async (_input, ctx) => ok(await getP2pRules(ctx.db, clock)) });
  defineCall(app, services, 'web', 'p2pAds', {
    handler: async (input, ctx) =>
      ok(
        await listAds(ctx.db, clock, {
          trade: input.trade,
          fiat: input.fiat,
          amount: input.amount,
          method: input.method,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'web', 'p2pAd', { handler: (input, ctx) => getAd(ctx.db, clock, BigInt(input.id)) });
  registerMerchantCalls(app, services);
  registerAdCalls(app, services);
}

/** The merchant programme: standing with the criteria, applying, resigning. */
function registerMerchantCalls(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'web', 'p2pMerchant', { handler: async (_input, ctx) => ok(await getMerchantStanding(ctx.db, clock, ctx.userId)) });
  defineCall(app, services, 'web', 'p2pApply', {
    handler: (input, ctx) => applyForMerchant(ctx.db, clock, { userId: ctx.userId, nickname: input.nickname }),
  });
  defineCall(app, services, 'web', 'p2pResign', {
    handler: (input, ctx) => resignMerchant(ctx.db, clock, { userId: ctx.userId, requestId: input.request_id }),
  });
}

/** A merchant's own ads. */
function registerAdCalls(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'web', 'p2pMyAds', {
    handler: async (input, ctx) => ok(await listMyAds(ctx.db, clock, { merchantId: ctx.userId, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'p2pSaveAd', {
    handler: (input, ctx) =>
      saveAd(ctx.db, clock, {
        merchantId: ctx.userId,
        id: input.id === undefined ? undefined : BigInt(input.id),
        side: input.side,
        fiat: input.fiat,
        priceType: input.price_type,
        price: input.price,
        marginPct: input.margin_pct,
        amount: input.amount,
        minFiat: input.min_fiat,
        maxFiat: input.max_fiat,
        methods: input.methods,
        windowMinutes: input.window_minutes,
        terms: input.terms,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'p2pSetAdStatus', {
    handler: (input, ctx) => setAdStatus(ctx.db, clock, { merchantId: ctx.userId, id: BigInt(input.id), status: input.status, requestId: input.request_id }),
  });
}
