import { type BroadcastView, fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { broadcastView } from './broadcastView.js';
import { broadcasts } from './schema.js';

/** admin/cancelBroadcast: a broadcast still waiting for its time is not sent (one already sent or cancelled cannot be). */
export async function cancelBroadcast(db: DbOrTx, input: { id: bigint; staffName: string }): Promise<Result<BroadcastView>> {
  const [cancelled] = await db
    .update(broadcasts)
    .set({ status: 'cancelled', cancelledBy: input.staffName })
    .where(and(eq(broadcasts.id, input.id), eq(broadcasts.status, 'scheduled')))
    .returning();
  if (cancelled) return ok(broadcastView(cancelled));
  const [existing] = await db.select({ id: broadcasts.id }).from(broadcasts).where(eq(broadcasts.id, input.id));
  return existing ? fail('broadcast_not_scheduled') : fail('broadcast_unknown');
}
