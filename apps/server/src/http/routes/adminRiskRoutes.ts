import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getTradingRiskOverview } from '../../modules/delivery/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The staff console's trading-risk page: reads only; nothing here changes a balance, a position or a price. */
export function registerAdminRiskRoutes(app: FastifyInstance, services: Services): void {
  defineCall(app, services, 'admin', 'riskOverview', {
    handler: async (_input, ctx) => ok(await getTradingRiskOverview(ctx.db, services.clock)),
  });
}
