import {
  cancelAllOrdersInputSchema,
  cancelOrderInputSchema,
  depthInputSchema,
  fail,
  getMyTradesInputSchema,
  getOrdersInputSchema,
  klinesInputSchema,
  ok,
  placeOrderInputSchema,
  symbolInputSchema,
  tradesInputSchema,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getMarketList } from '../../modules/marketdata/index.js';
import {
  cancelAllOrders,
  cancelOrder,
  depthSnapshot,
  listKlines,
  listMyTrades,
  listOrders,
  placeOrder,
  publishRules,
  recentTrades,
  spotTicker,
} from '../../modules/spot/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

/** Every market's ticker: spot from the order books, contracts from the reference feed. */
export function allTickers(services: Services) {
  const { exchange, clock } = services;
  return (kind?: 'spot' | 'contract') =>
    getMarketList(services.db, clock, services.feed, kind, (symbol) => {
      const market = exchange.view.markets.get(symbol);
      return market ? spotTicker(market, clock.now()) : undefined;
    });
}

export function registerSpotRoutes(app: FastifyInstance, services: Services): void {
  const site = { scope: 'web' as const, auth: 'optional-user' as const, methods: ['GET' as const, 'POST' as const] };
  const user = { scope: 'web' as const, auth: 'user' as const };
  const { db, exchange, clock } = services;
  const deps = { db, exchange };
  const market = (symbol: string) => exchange.view.markets.get(symbol);

  defineUntypedCall(app, services, {
    ...site,
    name: 'getmarketList',
    input: z.object({ kind: z.enum(['spot', 'contract'], { message: 'invalid_input' }).optional() }),
    summary: 'Markets with 24h tickers: spot from the order book trades, contracts from the reference feed (`simulated` while it is the simulator)',
    handler: async (input) => ok(await allTickers(services)(input.kind)),
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'getSpotRules',
    input: z.object({}),
    summary: "Every spot market's tick size, lot size, minimum order value and fees",
    handler: async () => ok([...exchange.view.markets.values()].map((m) => publishRules(m.rules))),
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'new_data',
    input: symbolInputSchema,
    summary: "One market's rules, book (50 levels a side) and latest trades: what /deal draws before the streams take over",
    handler: async (input) => {
      const m = market(input.symbol);
      if (!m) return fail('market_unknown');
      return ok({ rules: publishRules(m.rules), depth: depthSnapshot(m, 50, clock.now()), trades: recentTrades(m, 50) });
    },
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'getDepth',
    input: depthInputSchema,
    summary: 'Aggregated order book, best levels first',
    handler: async (input) => {
      const m = market(input.symbol);
      return m ? ok(depthSnapshot(m, input.limit, clock.now())) : fail('market_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'getTrades',
    input: tradesInputSchema,
    summary: 'Latest public trades, newest first (side is the taker side)',
    handler: async (input) => {
      const m = market(input.symbol);
      return m ? ok(recentTrades(m, input.limit)) : fail('market_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...site,
    name: 'getKlines',
    input: klinesInputSchema,
    summary: 'Candles built from trades, oldest first: [open time ms, open, high, low, close, volume, quote volume]',
    handler: async (input) => {
      const m = market(input.symbol);
      return m ? ok(await listKlines(db, m, input.interval, input.limit, input.end)) : fail('market_unknown');
    },
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'placeOrder',
    methods: ['POST'],
    input: placeOrderInputSchema,
    summary: 'Place a limit or market order; client_order_id makes a retry return the first order',
    rateLimitPerMinute: 1200,
    handler: (input, ctx) => placeOrder(deps, ctx.userId, input),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'cancelOrder',
    methods: ['POST'],
    input: cancelOrderInputSchema,
    summary: 'Cancel one open order; what is left of its frozen funds is released',
    rateLimitPerMinute: 1200,
    handler: (input, ctx) => cancelOrder(deps, ctx.userId, BigInt(input.order_id)),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'cancelAllOrders',
    methods: ['POST'],
    input: cancelAllOrdersInputSchema,
    summary: "Cancel all the user's open orders, in one market or everywhere",
    handler: (input, ctx) => cancelAllOrders(exchange, ctx.userId, input.symbol),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getOrders',
    methods: ['GET', 'POST'],
    input: getOrdersInputSchema,
    summary: "The user's open orders or order history (spec §4 tabs: pending, trading, closed, withdrawn)",
    handler: async (input, ctx) => ok(await listOrders(deps, ctx.userId, input)),
  });

  defineUntypedCall(app, services, {
    ...user,
    name: 'getMyTrades',
    methods: ['GET', 'POST'],
    input: getMyTradesInputSchema,
    summary: "The user's trade records (/dealList) with filters",
    handler: async (input, ctx) => ok(await listMyTrades(deps, ctx.userId, input)),
  });
}
