import { commitmentLeaf, commitmentUserTag, merkleRoot } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type SubscriptionRow, subscriptions } from './schema.js';

export interface CommitmentTree {
  /** The project's subscriptions in id order: the leaves' order. */
  rows: SubscriptionRow[];
  leaves: string[];
  root: string;
  total: bigint;
}

/** The leaf of one subscription, as the user recomputes it in the browser. */
export function leafOf(row: Pick<SubscriptionRow, 'id' | 'userId' | 'leafSalt' | 'amount'>): string {
  return commitmentLeaf(row.id, commitmentUserTag(row.userId, row.leafSalt), BigInt(row.amount));
}

/**
 * Every commitment to a project as a Merkle tree. The leaves are recomputed from the rows each
 * time: amounts never change after subscribing, so the tree at allocation (and for each proof)
 * is the one published at close, and the allocation checks that it still is.
 */
export async function commitmentTree(db: DbOrTx, projectId: bigint): Promise<CommitmentTree> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.projectId, projectId)).orderBy(asc(subscriptions.id));
  const leaves = rows.map(leafOf);
  return { rows, leaves, root: merkleRoot(leaves), total: rows.reduce((sum, r) => sum + BigInt(r.amount), 0n) };
}
