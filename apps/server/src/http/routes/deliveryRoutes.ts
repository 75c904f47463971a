import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { listDeliveryOrders, listDeliveryProducts, placeDelivery } from '../../modules/delivery/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

export function registerDeliveryRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getDeliveryProducts', { handler: async (_input, ctx) => ok(await listDeliveryProducts(ctx.db)) });
  defineCall(app, services, 'web', 'placeDelivery', {
    rateLimitPerMinute: 600,
    handler: (input, ctx) =>
      placeDelivery(db, clock, {
        userId: ctx.userId,
        symbol: input.symbol,
        direction: input.direction,
        productId: BigInt(input.product_id),
        stake: input.stake,
        requestId: input.request_id,
      }),
  });
  defineCall(app, services, 'web', 'getDeliveryOrders', { handler: async (input, ctx) => ok(await listDeliveryOrders(ctx.db, ctx.userId, input)) });
}
