import { type AssetProof, buildSumTree, fail, liabilityUserHash, ok, PROOF_FORMAT, type ProofFileView, type Result, sumTreePath } from '@veritex/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { saltOf } from './proofSalts.js';
import { proofLeaves, proofSnapshotAssets, proofSnapshots } from './schema.js';
import { assetOrder } from './snapshotViews.js';

/**
 * web/getMyLiabilityProof: the caller's leaves in a snapshot (the latest unless named) with each
 * one's path to the published root, as the file the page and the offline script verify. Each tree
 * is rebuilt from the stored leaves and must give the stored root, or this throws: a proof that
 * does not match what was published is never handed out. Only the caller's own leaves and salt.
 */
export async function getMyLiabilityProof(db: DbOrTx, clock: Clock, input: { userId: bigint; snapshotId?: bigint }): Promise<Result<ProofFileView>> {
  const query = db.select().from(proofSnapshots);
  const [snapshot] =
    input.snapshotId === undefined ? await query.orderBy(desc(proofSnapshots.id)).limit(1) : await query.where(eq(proofSnapshots.id, input.snapshotId));
  if (!snapshot) return fail('proof_snapshot_unknown', { field: 'snapshot_id' });
  const salt = await saltOf(db, clock, input.userId);
  const userHash = await liabilityUserHash(input.userId, salt);
  const mine = await db
    .select()
    .from(proofLeaves)
    .where(and(eq(proofLeaves.snapshotId, snapshot.id), eq(proofLeaves.userId, input.userId)));
  const order = await assetOrder(db);
  mine.sort((a, b) => order.rankOf(a.asset) - order.rankOf(b.asset));
  const assets: AssetProof[] = [];
  for (const leaf of mine) {
    if (leaf.userHash !== userHash) throw new Error(`snapshot ${snapshot.id}: user ${input.userId}'s leaf was made with another salt`);
    assets.push(await assetProof(db, snapshot.id, leaf, order.scaleOf(leaf.asset)));
  }
  return ok({
    format: PROOF_FORMAT,
    snapshot_id: String(snapshot.id),
    taken_at: snapshot.takenAt.toISOString(),
    user_id: String(input.userId),
    salt,
    user_hash: userHash,
    assets,
  });
}

async function assetProof(db: DbOrTx, snapshotId: bigint, leaf: typeof proofLeaves.$inferSelect, scale: number): Promise<AssetProof> {
  const leaves = await db
    .select({ hash: proofLeaves.leafHash, balance: proofLeaves.balance })
    .from(proofLeaves)
    .where(and(eq(proofLeaves.snapshotId, snapshotId), eq(proofLeaves.asset, leaf.asset)))
    .orderBy(asc(proofLeaves.position));
  const [published] = await db
    .select()
    .from(proofSnapshotAssets)
    .where(and(eq(proofSnapshotAssets.snapshotId, snapshotId), eq(proofSnapshotAssets.asset, leaf.asset)));
  const tree = await buildSumTree(leaves.map((row) => ({ hash: row.hash, sum: BigInt(row.balance) })));
  if (!published || tree.root.hash !== published.root || String(tree.root.sum) !== published.total) {
    throw new Error(`snapshot ${snapshotId} ${leaf.asset}: the stored leaves no longer give the published root`);
  }
  return {
    asset: leaf.asset,
    balance_units: leaf.balance,
    scale,
    leaf_hash: leaf.leafHash,
    index: leaf.position,
    leaf_count: leaves.length,
    path: sumTreePath(tree, leaf.position),
    root: published.root,
    total_units: published.total,
  };
}
