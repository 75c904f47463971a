import { fail, ok, type ProofLatest, type Result } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { proofSnapshots } from './schema.js';
import { snapshotViews } from './snapshotViews.js';

/** web/getLiabilitySnapshot: the latest published snapshot (null before the first), or the one named. */
export async function getLiabilitySnapshot(db: DbOrTx, input: { id?: bigint }): Promise<Result<ProofLatest>> {
  const query = db.select().from(proofSnapshots);
  const [row] = input.id === undefined ? await query.orderBy(desc(proofSnapshots.id)).limit(1) : await query.where(eq(proofSnapshots.id, input.id));
  if (!row) return input.id === undefined ? ok({ snapshot: null }) : fail('proof_snapshot_unknown', { field: 'id' });
  const [view] = await snapshotViews(db, [row]);
  return ok({ snapshot: view ?? null });
}
