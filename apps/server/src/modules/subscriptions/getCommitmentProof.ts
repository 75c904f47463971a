import { type CommitmentProof, commitmentUserTag, fail, merkleProof, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { commitmentTree, leafOf } from './commitmentTree.js';
import { subscriptions } from './schema.js';
import { issueTerms, loadProject, USDT_SCALE } from './subscriptionTerms.js';

/**
 * web/getCommitmentProof: what the user needs to check, in the browser and with the shared code,
 * that their commitment is a leaf of the published root and that their allotment follows from the
 * published total. Only the owner gets it (their salt is in it): another user's subscription
 * answers `subscription_unknown`, like one that does not exist.
 */
export async function getCommitmentProof(db: DbOrTx, input: { userId: bigint; subscriptionId: bigint }): Promise<Result<CommitmentProof>> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.userId)));
  if (!row) return fail('subscription_unknown', { field: 'id' });
  const project = await loadProject(db, row.projectId);
  if (!project) throw new Error(`subscription ${row.id} without its project`);
  const terms = issueTerms(project);
  const published = project.row.commitmentRoot !== null;
  const tree = published ? await commitmentTree(db, row.projectId) : undefined;
  const index = tree ? tree.rows.findIndex((r) => r.id === row.id) : -1;
  return ok({
    subscription_id: String(row.id),
    project_id: String(row.projectId),
    user_id: String(row.userId),
    salt: row.leafSalt,
    user_tag: commitmentUserTag(row.userId, row.leafSalt),
    amount_units: row.amount,
    leaf: leafOf(row),
    index: index >= 0 ? index : null,
    // The path is computed from today's rows; the browser checks it against the root published at close.
    path: tree && index >= 0 ? merkleProof(tree.leaves, index) : [],
    root: project.row.commitmentRoot,
    leaves: project.row.commitmentLeaves,
    total_committed_units: project.row.commitmentTotal,
    published_at: project.row.commitmentPublishedAt?.toISOString() ?? null,
    terms: { rule: terms.rule, supply_units: String(terms.supply), price_units: String(terms.price), coin_scale: terms.coinScale, usdt_scale: USDT_SCALE },
    allotment:
      row.allotted === null || row.paid === null || row.refund === null
        ? null
        : { allotted_units: row.allotted, paid_units: row.paid, refund_units: row.refund },
  });
}
