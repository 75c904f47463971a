import type { HaltDesk } from '@veritex/shared';
import { desc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { haltRecordView } from './haltView.js';
import { tradingHalts } from './schema.js';

/** admin/tradingHalts: halts in force, the last 100 halts, and the targets the caller says exist. */
export async function listHaltDesk(db: DbOrTx, targets: HaltDesk['targets']): Promise<HaltDesk> {
  const active = await db.select().from(tradingHalts).where(isNull(tradingHalts.resumedAt)).orderBy(desc(tradingHalts.haltedAt), desc(tradingHalts.id));
  const history = await db.select().from(tradingHalts).orderBy(desc(tradingHalts.haltedAt), desc(tradingHalts.id)).limit(100);
  return { active: active.map(haltRecordView), history: history.map(haltRecordView), targets };
}
