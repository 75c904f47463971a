import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { openDeliveryTotals } from '../../modules/delivery/index.js';
import { riskOverview } from '../../modules/derivatives/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The staff console's trading-risk page: reads only; nothing here changes a balance, a position or a price. */
export function registerAdminRiskRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'riskOverview', {
    handler: async (_input, ctx) =>
      // One snapshot, so counts, sums and balances agree; and read only, so PostgreSQL itself refuses any write.
      // Two contexts, each reading its own tables (delivery depends on derivatives, not the other way round).
      ctx.db.transaction(
        async (tx) => {
          const overview = await riskOverview(tx, clock);
          return ok({ ...overview, delivery: await openDeliveryTotals(tx) });
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  });
}
