import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { commitmentTree } from './commitmentTree.js';
import { subscriptionProjects } from './schema.js';
import { loadProject } from './subscriptionTerms.js';

/**
 * The first half of closing a project, in its own transaction so that the root is public before
 * any allocation exists: once the window has ended, the Merkle root of every commitment (id
 * order), the leaf count and the total committed are written and the project is `closed`.
 * Subscribing locks the same row and checks the status, so nothing joins the tree afterwards.
 * Answers whether this call published (false: not due yet, or already published).
 */
export async function publishCommitment(db: Database, clock: Clock, projectId: bigint): Promise<boolean> {
  return db.transaction(async (tx) => {
    const project = await loadProject(tx, projectId, true);
    if (!project) return false;
    const { row } = project;
    const now = clock.now();
    if ((row.status !== 'upcoming' && row.status !== 'open') || now < row.endsAt) return false;
    const tree = await commitmentTree(tx, row.id);
    if (tree.total !== BigInt(row.committed)) throw new Error(`project ${row.id}: commitments sum to ${tree.total}, the project says ${row.committed}`);
    await tx
      .update(subscriptionProjects)
      .set({
        status: 'closed',
        commitmentRoot: tree.root,
        commitmentLeaves: tree.leaves.length,
        commitmentTotal: tree.total.toString(),
        commitmentPublishedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptionProjects.id, row.id));
    return true;
  });
}
