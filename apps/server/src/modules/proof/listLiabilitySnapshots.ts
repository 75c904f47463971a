import type { ProofSnapshot } from '@veritex/shared';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { proofSnapshots } from './schema.js';
import { snapshotViews } from './snapshotViews.js';

/** web/getLiabilitySnapshots: every published snapshot with its roots and totals, newest first. */
export async function listLiabilitySnapshots(db: DbOrTx, input: { page: number; pageSize: number }): Promise<{ items: ProofSnapshot[]; total: number }> {
  const rows = await db
    .select()
    .from(proofSnapshots)
    .orderBy(desc(proofSnapshots.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(proofSnapshots);
  return { items: await snapshotViews(db, rows), total: counted?.total ?? 0 };
}
