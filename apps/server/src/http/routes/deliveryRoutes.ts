import { getDeliveryOrdersInputSchema, ok, placeDeliveryInputSchema } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listDeliveryOrders, listDeliveryProducts, placeDelivery } from '../../modules/delivery/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

export function registerDeliveryRoutes(app: FastifyInstance, services: Services): void {
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    scope: 'web',
    auth: 'optional-user',
    methods: ['GET', 'POST'],
    name: 'getDeliveryProducts',
    input: z.object({}),
    summary: 'Delivery contract durations with payout (profit on a win, % of stake), stake bounds and the tie rule',
    handler: async () => ok(await listDeliveryProducts(db)),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'placeDelivery',
    methods: ['POST'],
    input: placeDeliveryInputSchema,
    summary:
      'Buy a delivery contract at the latest reference tick; the stake is frozen in the futures account; request_id makes a retry return the first order',
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

  defineUntypedCall(app, services, {
    ...user,
    name: 'getDeliveryOrders',
    methods: ['GET', 'POST'],
    input: getDeliveryOrdersInputSchema,
    summary: "The user's delivery contracts: open (with expiry for the countdown) or settled (with both ticks and the income)",
    handler: async (input, ctx) => ok(await listDeliveryOrders(db, ctx.userId, input)),
  });
}
