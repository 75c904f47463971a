import { fail, type MarketChange, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { marketChangeView } from './marketChangeView.js';
import { marketChanges } from './schema.js';

/**
 * admin/marketsCancelChange (audited by the route): a pending change is withdrawn before it binds.
 * The update is conditional on `pending`, so a cancel racing the job either wins (the job no
 * longer sees it) or finds the change applied and says so.
 */
export async function cancelMarketChange(db: DbOrTx, clock: Clock, input: { id: bigint; staffUsername: string }): Promise<Result<MarketChange>> {
  const [row] = await db
    .update(marketChanges)
    .set({ status: 'cancelled', decidedBy: `staff:${input.staffUsername}`, decidedAt: clock.now() })
    .where(and(eq(marketChanges.id, input.id), eq(marketChanges.status, 'pending')))
    .returning();
  if (row) return ok(marketChangeView(row));
  const [existing] = await db.select({ id: marketChanges.id }).from(marketChanges).where(eq(marketChanges.id, input.id));
  return existing ? fail('market_change_not_pending', { field: 'id' }) : fail('not_found', { field: 'id' });
}
