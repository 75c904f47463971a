import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { riskOverview } from '../derivatives/index.js';
import { openDeliveryTotals } from './openDeliveryTotals.js';

/**
 * admin/riskOverview: the house's exposure on leveraged positions with the open delivery stakes,
 * read in ONE snapshot so counts, sums and balances agree, and read only, so PostgreSQL itself
 * refuses any write. It lives here because delivery depends on derivatives, not the other way round.
 */
export async function getTradingRiskOverview(db: DbOrTx, clock: Clock) {
  return db.transaction(async (tx) => ({ ...(await riskOverview(tx, clock)), delivery: await openDeliveryTotals(tx) }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
