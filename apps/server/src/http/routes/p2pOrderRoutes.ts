import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  appealOrder,
  cancelOrder,
  getOrder,
  listMessages,
  listOrders,
  markPaid,
  openOrder,
  rateOrder,
  readP2pImage,
  releaseOrder,
  sendMessage,
  uploadP2pImage,
} from '../../modules/p2p/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Quick-buy orders (issue 15): opening with escrow, paid, release, cancel, appeal, rating, the order chat and its images. */
export function registerP2pOrderRoutes(app: FastifyInstance, services: Services): void {
  const { clock, images } = services;

  defineCall(app, services, 'web', 'p2pOpenOrder', {
    rateLimitPerMinute: 30,
    handler: (input, ctx) =>
      openOrder(ctx.db, clock, {
        userId: ctx.userId,
        adId: BigInt(input.ad_id),
        quantity: input.quantity,
        fiatAmount: input.fiat_amount,
        expectedPrice: input.expected_price,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'p2pOrders', {
    handler: async (input, ctx) =>
      ok(await listOrders(ctx.db, clock, { userId: ctx.userId, status: input.status, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'p2pOrder', { handler: (input, ctx) => getOrder(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id) }) });
  defineCall(app, services, 'web', 'p2pMarkPaid', {
    handler: (input, ctx) =>
      markPaid(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id), method: input.method, proofImageId: input.proof_image_id }),
  });
  defineCall(app, services, 'web', 'p2pRelease', {
    handler: (input, ctx) => releaseOrder(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id), tpwd: input.tpwd }),
  });
  defineCall(app, services, 'web', 'p2pCancel', { handler: (input, ctx) => cancelOrder(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id) }) });
  defineCall(app, services, 'web', 'p2pAppeal', {
    handler: (input, ctx) => appealOrder(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id), reason: input.reason, imageId: input.image_id }),
  });
  defineCall(app, services, 'web', 'p2pRate', {
    handler: (input, ctx) => rateOrder(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id), positive: input.positive, comment: input.comment }),
  });

  // The order chat: history, messages, pictures (checked by content and re-encoded; only the parties read them).
  defineCall(app, services, 'web', 'p2pMessages', {
    handler: (input, ctx) =>
      listMessages(ctx.db, { userId: ctx.userId, orderId: BigInt(input.id), after: input.after === undefined ? undefined : BigInt(input.after) }),
  });
  defineCall(app, services, 'web', 'p2pSendMessage', {
    rateLimitPerMinute: 60,
    handler: (input, ctx) => sendMessage(ctx.db, clock, { userId: ctx.userId, orderId: BigInt(input.id), text: input.text, imageId: input.image_id }),
  });
  defineCall(app, services, 'web', 'p2pUploadImage', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => uploadP2pImage(ctx.db, images, clock, { userId: ctx.userId, file: input.file }),
  });
  defineCall(app, services, 'web', 'p2pImage', { handler: (input, ctx) => readP2pImage(ctx.db, images, { userId: ctx.userId, imageId: input.image_id }) });
}
