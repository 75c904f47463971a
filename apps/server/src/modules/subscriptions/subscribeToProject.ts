import { randomBytes } from 'node:crypto';
import { fail, maxCommittable, ok, parseUnits, type Result, remainingSupply, type SubscriptionRecord } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { type SubscriptionRow, subscriptionProjects, subscriptions } from './schema.js';
import { subscriptionKeys } from './subscriptionKeys.js';
import { isOpen, issueTerms, type LoadedProject, loadProject, USDT_SCALE } from './subscriptionTerms.js';
import { plain, recordView } from './subscriptionViews.js';
import { isInvited } from './visibleProjects.js';

export interface SubscribeInput {
  userId: bigint;
  projectId: bigint;
  /** Decimal string of USDT, as typed. */
  amount: string;
  requestId: string;
}

/** Thrown inside the transaction to roll the subscription back with a refusal. */
class Refusal extends Error {
  constructor(readonly result: Result<never>) {
    super('refused');
  }
}

/**
 * web/subscribe. The commitment moves from the exchange account's available USDT to its frozen
 * bucket in the transaction that records it. The project row is locked first, so every check
 * (window, the user's cap, the remaining amount under first come) and the new total are decided
 * one commitment at a time: two requests cannot both take the last of a cap or of the supply.
 * A repeated request id answers the first subscription; the same id asking for another one is
 * refused (`request_id_reused`).
 */
export async function subscribeToProject(db: Database, clock: Clock, input: SubscribeInput): Promise<Result<SubscriptionRecord>> {
  const amount = parseUnits(input.amount, USDT_SCALE);
  if (amount === undefined || amount <= 0n) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(db, earlier, input, amount);
  try {
    return await db.transaction(async (tx) => {
      const project = await loadProject(tx, input.projectId, true);
      if (!project) return fail('project_unknown', { field: 'project_id' });
      const refused = await checkCommitment(tx, clock.now(), project, input.userId, amount);
      if (refused) return refused;
      const row = await insertSubscription(tx, clock.now(), input, project, amount);
      if (!row) {
        // The same request id committed by a concurrent call while this one waited for the project.
        const raced = await findByRequest(tx, input.userId, input.requestId);
        if (!raced) throw new Error('subscription request conflict without a subscription');
        return answerRepeat(tx, raced, input, amount);
      }
      await freeze(tx, row);
      const committed = BigInt(project.row.committed) + amount;
      await tx
        .update(subscriptionProjects)
        .set({ committed: committed.toString(), remaining: remainingSupply(issueTerms(project), committed).toString() })
        .where(eq(subscriptionProjects.id, project.row.id));
      return ok(recordView(row, { name: project.row.name, coinScale: project.coinScale }));
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

async function answerRepeat(db: DbOrTx, earlier: SubscriptionRow, input: SubscribeInput, amount: bigint): Promise<Result<SubscriptionRecord>> {
  if (earlier.projectId !== input.projectId || BigInt(earlier.amount) !== amount) return fail('request_id_reused', { field: 'request_id' });
  const project = await loadProject(db, earlier.projectId);
  if (!project) throw new Error(`subscription ${earlier.id} without its project`);
  return ok(recordView(earlier, { name: project.row.name, coinScale: project.coinScale }));
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.requestId, requestId)));
  return row;
}

/** Invitation, window, bounds, the user's cap, then (first come) the remaining amount; undefined when the commitment fits. */
async function checkCommitment(tx: DbOrTx, now: Date, project: LoadedProject, userId: bigint, amount: bigint): Promise<Result<never> | undefined> {
  const { row } = project;
  if (row.private && !(await isInvited(tx, row.id, userId))) return fail('placement_invitation_required', { field: 'project_id' });
  if (!isOpen(row, now)) return fail('subscription_closed', { field: 'project_id', starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() });
  const cap = BigInt(row.userCap);
  const min = BigInt(row.minCommit);
  if (amount < min) return fail('amount_out_of_bounds', { field: 'amount', min: plain(min, USDT_SCALE), max: plain(cap, USDT_SCALE) });
  const [mine] = await tx
    .select({ amount: sql<string>`coalesce(sum(${subscriptions.amount}), 0)::text` })
    .from(subscriptions)
    .where(and(eq(subscriptions.projectId, row.id), eq(subscriptions.userId, userId)));
  if (BigInt(mine?.amount ?? '0') + amount > cap) return fail('subscription_over_cap', { field: 'amount', max: plain(cap, USDT_SCALE) });
  if (row.rule === 'first_come') {
    // Pro rata accepts oversubscription (the supply is shared at close); first come fills commitments while the supply lasts.
    const left = maxCommittable(issueTerms(project)) - BigInt(row.committed);
    if (amount > left) return fail('subscription_over_remaining', { field: 'amount', remaining: plain(left > 0n ? left : 0n, USDT_SCALE) });
  }
  return undefined;
}

/** Undefined when the request id already has a subscription (a concurrent repeat). */
async function insertSubscription(tx: DbOrTx, now: Date, input: SubscribeInput, project: LoadedProject, amount: bigint): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      projectId: project.row.id,
      coin: project.row.coin,
      amount: amount.toString(),
      issuePrice: project.row.issuePrice,
      // The user's secret in their commitment leaf: the published tree names nobody.
      leafSalt: randomBytes(16).toString('hex'),
      requestId: input.requestId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [subscriptions.userId, subscriptions.requestId] })
    .returning();
  return row;
}

async function freeze(tx: DbOrTx, row: SubscriptionRow): Promise<void> {
  const amount = BigInt(row.amount);
  const posted = await postEntries(tx, {
    reason: 'subscription_freeze',
    actor: `user:${row.userId}`,
    cause: { type: 'subscription', id: String(row.id) },
    idempotencyKey: subscriptionKeys.freeze(row.userId, row.requestId),
    movements: [
      { account: { owner: 'user', userId: row.userId, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: -amount },
      { account: { owner: 'user', userId: row.userId, kind: 'exchange', asset: 'USDT' }, bucket: 'frozen', amount },
    ],
  });
  // Throwing rolls the subscription back with the refused posting.
  if (!posted.ok) throw new Refusal(fail('insufficient_balance', { field: 'amount' }));
}
