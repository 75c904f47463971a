import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { decideMerchantApplication, listDeskAds, listMerchantApplications, suspendAd } from '../../modules/p2p/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * The quick-buy desk (issue 15): merchant applications, ads, orders and appeals; every action
 * audited in its own transaction (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerAdminP2pRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'p2pApplications', {
    handler: async (input, ctx) => ok(await listMerchantApplications(ctx.db, clock, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'p2pDecideApplication', {
    audit: {
      action: 'p2p.decideApplication',
      target: (input) => `user:${input.user_id}`,
      details: (input, value) => ({ decision: input.decision, reason: input.reason, nickname: value?.nickname, deposit: value?.deposit_held }),
    },
    handler: (input, ctx) =>
      decideMerchantApplication(ctx.db, clock, {
        userId: BigInt(input.user_id),
        decision: input.decision,
        reason: input.reason,
        staffId: ctx.staff.id,
        staffName: ctx.staff.username,
      }),
  });
  defineCall(app, services, 'admin', 'p2pDeskAds', {
    handler: async (input, ctx) => ok(await listDeskAds(ctx.db, clock, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'p2pSuspendAd', {
    audit: {
      action: 'p2p.suspendAd',
      target: (input) => `p2p_ad:${input.id}`,
      details: (input, value) => ({ suspend: input.suspend, reason: input.reason, merchant_user_id: value?.merchant_user_id }),
    },
    handler: (input, ctx) => suspendAd(ctx.db, clock, { id: BigInt(input.id), suspend: input.suspend, reason: input.reason }),
  });
}
