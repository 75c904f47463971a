import { allocate } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { commitmentTree } from './commitmentTree.js';
import { type SubscriptionRow, subscriptionProjects, subscriptions } from './schema.js';
import { subscriptionKeys } from './subscriptionKeys.js';
import { DAY_MS, issueTerms, type LoadedProject, loadProject } from './subscriptionTerms.js';

/**
 * The second half of closing a project (in the caller's transaction): the allocation, computed by
 * the shared `allocate` from the PUBLISHED total, after checking that the commitments still hash to
 * the published root. Per subscription: the paid USDT leaves the frozen bucket for the project's
 * sales account and the coins come from the issuance account into the user's `locked` account
 * (one posting, `subscription_allot`); the rest returns to available (`subscription_refund`). A
 * subscription is `passed` when it got coins, `failed` when everything was refunded. Staff choose
 * nothing here: the rule and the published numbers decide. Answers false when the project is not
 * closed-and-published (not due, or already allocated).
 */
export async function allocateClosedProject(tx: DbOrTx, clock: Clock, projectId: bigint): Promise<boolean> {
  const project = await loadProject(tx, projectId, true);
  if (project?.row.status !== 'closed') return false;
  const { row } = project;
  const tree = await commitmentTree(tx, row.id);
  if (tree.root !== row.commitmentRoot || String(tree.total) !== row.commitmentTotal || tree.leaves.length !== row.commitmentLeaves) {
    throw new Error(`project ${row.id}: the commitments no longer match the published root; allocation refused`);
  }
  const now = clock.now();
  const result = allocate(
    issueTerms(project),
    tree.rows.map((s) => ({ id: s.id, amount: BigInt(s.amount) })),
  );
  for (const [i, subscription] of tree.rows.entries()) {
    const share = result.rows[i];
    if (!share || subscription.status !== 'review') continue;
    await settle(tx, project, subscription, share, now);
  }
  await tx
    .update(subscriptionProjects)
    .set({
      status: 'allocated',
      allottedTotal: result.allottedTotal.toString(),
      paidTotal: result.paidTotal.toString(),
      refundedTotal: result.refundedTotal.toString(),
      allocatedAt: now,
      updatedAt: now,
    })
    .where(eq(subscriptionProjects.id, row.id));
  return true;
}

async function settle(tx: DbOrTx, project: LoadedProject, subscription: SubscriptionRow, share: { allotted: bigint; paid: bigint; refund: bigint }, now: Date) {
  const user = subscription.userId;
  const cause = { type: 'subscription', id: String(subscription.id) };
  const exchange = { owner: 'user', userId: user, kind: 'exchange', asset: 'USDT' } as const;
  if (share.allotted > 0n) {
    const posted = await postEntries(tx, {
      reason: 'subscription_allot',
      actor: 'system',
      cause,
      idempotencyKey: subscriptionKeys.allot(subscription.id),
      memo: `${project.row.coin} allotted at ${project.row.name}`,
      movements: [
        { account: exchange, bucket: 'frozen', amount: -share.paid },
        { account: { owner: 'house', kind: 'subscription_sales', asset: 'USDT' }, bucket: 'available', amount: share.paid },
        { account: { owner: 'house', kind: 'token_issuance', asset: subscription.coin }, bucket: 'available', amount: -share.allotted },
        { account: { owner: 'user', userId: user, kind: 'locked', asset: subscription.coin }, bucket: 'frozen', amount: share.allotted },
      ],
    });
    if (!posted.ok) throw new Error(`subscription ${subscription.id}: the frozen commitment does not cover the payment`);
  }
  if (share.refund > 0n) {
    const posted = await postEntries(tx, {
      reason: 'subscription_refund',
      actor: 'system',
      cause,
      idempotencyKey: subscriptionKeys.refund(subscription.id),
      memo: share.allotted > 0n ? 'the part that did not pass' : 'did not pass',
      movements: [
        { account: exchange, bucket: 'frozen', amount: -share.refund },
        { account: exchange, bucket: 'available', amount: share.refund },
      ],
    });
    if (!posted.ok) throw new Error(`subscription ${subscription.id}: the frozen commitment does not cover the refund`);
  }
  const passed = share.allotted > 0n;
  await tx
    .update(subscriptions)
    .set({
      status: passed ? 'passed' : 'failed',
      allotted: share.allotted.toString(),
      paid: share.paid.toString(),
      refund: share.refund.toString(),
      allocatedAt: now,
      unlocksAt: passed ? new Date(now.getTime() + project.row.lockupDays * DAY_MS) : null,
    })
    .where(eq(subscriptions.id, subscription.id));
}
