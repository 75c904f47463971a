import { ok, type ProofSnapshot, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { proofSnapshots } from './schema.js';
import { snapshotViews } from './snapshotViews.js';
import { takeLiabilitySnapshot } from './takeLiabilitySnapshot.js';

/**
 * admin/takeLiabilitySnapshot: a snapshot now, on the audited call's transaction (which has run
 * nothing yet, so it can become repeatable read): the snapshot and its audit entry commit together.
 */
export async function publishStaffSnapshot(options: { db: Database; tx: DbOrTx; clock: Clock; staffId: bigint }): Promise<Result<ProofSnapshot>> {
  const id = await takeLiabilitySnapshot({ db: options.db, tx: options.tx, clock: options.clock, trigger: { kind: 'staff', staffId: options.staffId } });
  const rows = await options.tx.select().from(proofSnapshots).where(eq(proofSnapshots.id, id));
  const [view] = await snapshotViews(options.tx, rows);
  if (!view) throw new Error(`snapshot ${id} not found after taking it`);
  return ok(view);
}
