import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  cancelAllOrders,
  cancelOrder,
  getDepth,
  getMarketData,
  listKlines,
  listMarketTickers,
  listMyTrades,
  listOrders,
  listSpotRules,
  listTrades,
  placeOrder,
} from '../../modules/spot/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

export function registerSpotRoutes(app: FastifyInstance, services: Services): void {
  const { exchange } = services;

  defineCall(app, services, 'web', 'getmarketList', {
    handler: async (input, ctx) => ok(await listMarketTickers({ ...services, db: ctx.db }, input.kind ? { kind: input.kind } : {})),
  });
  defineCall(app, services, 'web', 'getSpotRules', { handler: async () => ok(listSpotRules(exchange)) });
  defineCall(app, services, 'web', 'new_data', { handler: async (input) => getMarketData(services, input) });
  defineCall(app, services, 'web', 'getDepth', { handler: async (input) => getDepth(services, input) });
  defineCall(app, services, 'web', 'getTrades', { handler: async (input) => listTrades(exchange, input) });
  defineCall(app, services, 'web', 'getKlines', {
    handler: (input, ctx) =>
      listKlines({ db: ctx.db, exchange }, { symbol: input.symbol, interval: input.interval, limit: input.limit, ...(input.end ? { endMs: input.end } : {}) }),
  });
  defineCall(app, services, 'web', 'placeOrder', {
    rateLimitPerMinute: 1200,
    handler: (input, ctx) => placeOrder({ db: ctx.db, exchange }, ctx.userId, input),
  });
  defineCall(app, services, 'web', 'cancelOrder', {
    rateLimitPerMinute: 1200,
    handler: (input, ctx) => cancelOrder({ db: ctx.db, exchange }, ctx.userId, BigInt(input.order_id)),
  });
  defineCall(app, services, 'web', 'cancelAllOrders', { handler: (input, ctx) => cancelAllOrders({ db: ctx.db, exchange }, ctx.userId, input.symbol) });
  defineCall(app, services, 'web', 'getOrders', { handler: async (input, ctx) => ok(await listOrders({ db: ctx.db, exchange }, ctx.userId, input)) });
  defineCall(app, services, 'web', 'getMyTrades', { handler: async (input, ctx) => ok(await listMyTrades({ db: ctx.db, exchange }, ctx.userId, input)) });
}
