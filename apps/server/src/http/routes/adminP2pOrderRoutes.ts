import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getDeskOrder, listDeskOrders, postDeskMessage, readDeskImage, resolveAppeal } from '../../modules/p2p/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * The quick-buy desk's orders (issue 15): orders, the evidence of one, support's chat line, appeal
 * decisions. Every action is audited in its own transaction (defineCall's `audit`), so handlers
 * work on `ctx.db`.
 */
export function registerAdminP2pOrderRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'admin', 'p2pDeskOrders', {
    handler: async (input, ctx) => ok(await listDeskOrders(ctx.db, { status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'p2pDeskOrder', { handler: (input, ctx) => getDeskOrder(ctx.db, { orderId: BigInt(input.id) }) });
  defineCall(app, services, 'admin', 'p2pDeskImage', {
    // Evidence is personal data: who looked at it is recorded (once per 10 minutes per picture and session).
    audit: { action: 'p2p.viewImage', target: (input) => `p2p_image:${input.image_id}`, repeatWindowMs: 10 * 60_000 },
    handler: (input, ctx) => readDeskImage(ctx.db, images, { imageId: input.image_id }),
  });
  defineCall(app, services, 'admin', 'p2pDeskMessage', {
    audit: { action: 'p2p.deskMessage', target: (input) => `p2p_order:${input.id}`, details: (input) => ({ text: input.text }) },
    handler: (input, ctx) => postDeskMessage(ctx.db, clock, { orderId: BigInt(input.id), staffId: ctx.staff.id, text: input.text }),
  });
  defineCall(app, services, 'admin', 'p2pResolveAppeal', {
    audit: {
      action: 'p2p.resolveAppeal',
      target: (input) => `p2p_order:${input.id}`,
      // `decision`, not `outcome`: runAudited writes `outcome` (ok or the refusal) over the details' own key.
      details: (input, value) => ({ decision: input.outcome, reason: input.reason, quantity: value?.quantity, order_no: value?.order_no }),
    },
    handler: (input, ctx) => resolveAppeal(ctx.db, clock, { orderId: BigInt(input.id), outcome: input.outcome, reason: input.reason, staffId: ctx.staff.id }),
  });
}
