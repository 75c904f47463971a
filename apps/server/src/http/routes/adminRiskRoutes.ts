import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openDeliveryTotals } from '../../modules/delivery/index.js';
import { riskOverview } from '../../modules/derivatives/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

/** The staff console's trading-risk page: reads only; nothing here changes a balance, a position or a price. */
export function registerAdminRiskRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    scope: 'admin',
    auth: 'staff',
    name: 'riskOverview',
    methods: ['GET'],
    // The same rule as the finance desk's ledger reports: house balances are finance data.
    permission: 'finance.read',
    input: z.object({}),
    summary: 'House exposure per leveraged instrument and side against its cap, house balances, open delivery contracts, latest liquidations',
    handler: async () =>
      // One snapshot, so counts, sums and balances agree; and read only, so PostgreSQL itself refuses any write.
      // Two contexts, each reading its own tables (delivery depends on derivatives, not the other way round).
      db.transaction(
        async (tx) => {
          const overview = await riskOverview(tx, clock);
          return ok({ ...overview, delivery: await openDeliveryTotals(tx) });
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  });
}
