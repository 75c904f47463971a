import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { cancelTradingLimitChange, getTradingLimits, setTradingLimit, startExclusion } from '../../modules/limits/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Responsible trading (issue 18 item 6): the user's own limits and periods, and the console's read-only view of them. */
export function registerLimitsRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getTradingLimits', { handler: async (_input, ctx) => ok(await getTradingLimits(ctx.db, clock, ctx.userId)) });
  defineCall(app, services, 'web', 'setTradingLimit', {
    handler: (input, ctx) => setTradingLimit(db, clock, { userId: ctx.userId, kind: input.kind, value: input.value }),
  });
  defineCall(app, services, 'web', 'cancelTradingLimitChange', {
    handler: (input, ctx) => cancelTradingLimitChange(db, clock, { userId: ctx.userId, kind: input.kind }),
  });
  defineCall(app, services, 'web', 'startExclusion', {
    handler: (input, ctx) => startExclusion(db, clock, { userId: ctx.userId, kind: input.kind, period: input.period, requestId: input.request_id }),
  });
  // Read-only: no staff call changes a user's limits or shortens a period (the rows are append-only too).
  defineCall(app, services, 'admin', 'userTradingLimits', { handler: async (input, ctx) => ok(await getTradingLimits(ctx.db, clock, BigInt(input.id))) });
}
