import type { BroadcastView } from '@veritex/shared';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { broadcastView } from './broadcastView.js';
import { broadcasts } from './schema.js';

/** admin/broadcasts: the scheduled ones (soonest first), then the last 100 sent or cancelled. */
export async function listBroadcasts(db: DbOrTx): Promise<{ items: BroadcastView[] }> {
  const scheduled = await db.select().from(broadcasts).where(eq(broadcasts.status, 'scheduled')).orderBy(asc(broadcasts.sendAt));
  const past = await db.select().from(broadcasts).where(ne(broadcasts.status, 'scheduled')).orderBy(desc(broadcasts.id)).limit(100);
  return { items: [...scheduled, ...past].map(broadcastView) };
}
