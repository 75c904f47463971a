import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { deliverBroadcast } from './deliverBroadcast.js';
import { broadcasts } from './schema.js';

/**
 * The `broadcast.deliver` job: every scheduled broadcast whose time has come (however long ago:
 * after downtime it catches up), each in its own transaction with its row locked, so a second
 * run or a second process skips it; answers how many were sent.
 */
export async function deliverDueBroadcasts(db: Database, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, 'scheduled'), lte(broadcasts.sendAt, clock.now())))
    .orderBy(broadcasts.sendAt);
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update', { skipLocked: true });
      if (row?.status !== 'scheduled') return false;
      await deliverBroadcast(tx, clock, row);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
