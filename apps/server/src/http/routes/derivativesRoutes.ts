import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  cancelPendingPosition,
  closeAllPositions,
  closePosition,
  getPositionDetail,
  instrumentViews,
  listInstrumentKlines,
  listPositions,
  listReferenceTicks,
  openPosition,
  previewPosition,
  setTakeProfitStopLoss,
} from '../../modules/derivatives/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

export function registerDerivativesRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getInstruments', { handler: async (input, ctx) => ok(await instrumentViews(ctx.db, clock, input.category)) });
  defineCall(app, services, 'web', 'getInstrumentKlines', {
    handler: (input, ctx) =>
      listInstrumentKlines(ctx.db, { symbol: input.symbol, interval: input.interval, limit: input.limit, ...(input.end ? { endMs: input.end } : {}) }),
  });
  defineCall(app, services, 'web', 'previewPosition', { handler: (input, ctx) => previewPosition(ctx.db, clock, { userId: ctx.userId, draft: input }) });
  defineCall(app, services, 'web', 'openPosition', {
    rateLimitPerMinute: 300,
    handler: (input, ctx) => openPosition(db, clock, { userId: ctx.userId, input }),
  });
  defineCall(app, services, 'web', 'closePosition', {
    handler: (input, ctx) =>
      closePosition(db, clock, {
        userId: ctx.userId,
        positionId: BigInt(input.position_id),
        requestId: input.request_id,
        ...(input.lots ? { lots: input.lots } : {}),
      }),
  });
  defineCall(app, services, 'web', 'closeAllPositions', {
    handler: (input, ctx) => closeAllPositions(db, clock, { userId: ctx.userId, ...(input.symbol ? { symbol: input.symbol } : {}) }),
  });
  defineCall(app, services, 'web', 'cancelPosition', {
    handler: (input, ctx) => cancelPendingPosition(db, clock, { userId: ctx.userId, positionId: BigInt(input.position_id) }),
  });
  defineCall(app, services, 'web', 'setTpSl', {
    handler: (input, ctx) =>
      setTakeProfitStopLoss(db, clock, {
        userId: ctx.userId,
        positionId: BigInt(input.position_id),
        ...(input.take_profit ? { takeProfit: input.take_profit } : {}),
        ...(input.stop_loss ? { stopLoss: input.stop_loss } : {}),
      }),
  });
  defineCall(app, services, 'web', 'getPositions', { handler: async (input, ctx) => ok(await listPositions(ctx.db, clock, ctx.userId, input)) });
  defineCall(app, services, 'web', 'getPositionDetail', {
    handler: (input, ctx) => getPositionDetail(ctx.db, clock, { userId: ctx.userId, positionId: BigInt(input.position_id) }),
  });
  // Price provenance: the public tick history every fill, charge, settlement and liquidation links to.
  defineCall(app, services, 'web', 'getReferenceTicks', {
    handler: (input, ctx) =>
      listReferenceTicks(ctx.db, { symbol: input.symbol, at: input.at, minutes: input.minutes, page: input.page, pageSize: input.page_size }),
  });
}
