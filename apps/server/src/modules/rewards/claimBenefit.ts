import { type BenefitClaim, type BenefitTask, fail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../ledger/index.js';
import { REWARDS_ACCOUNT, reserveReward, rewardedAccount, usdt } from './rewardsAccount.js';
import { rewardsKeys } from './rewardsKeys.js';
import { type BenefitClaimRow, type BenefitTaskRow, benefitClaims, benefitTasks } from './schema.js';
import { measureTaskProgress } from './taskProgress.js';
import { claimView, taskView, unitOf } from './taskViews.js';

export interface ClaimBenefitInput {
  userId: bigint;
  taskId: bigint;
  requestId: string;
  lang: Lang;
}

/**
 * web/claimBenefit: pays a completed task's reward from the rewards account, once per user. The
 * task's row is locked first, so claims of one task queue: the once-per-user check, the budget
 * (`spent` raised in the same transaction) and the rewards account (locked with the user's
 * account) are each checked by one claim at a time. Refusals (`task_unknown`,
 * `task_already_claimed`, `task_not_started`, `task_ended`, `task_incomplete` with progress and
 * target, `task_budget_exhausted`, `rewards_unavailable`) record nothing. A repeated request id
 * answers the claim it made.
 */
export async function claimBenefit(db: Database, clock: Clock, input: ClaimBenefitInput): Promise<Result<{ claim: BenefitClaim; task: BenefitTask }>> {
  const now = clock.now();
  const claimed = await rollbackOnRefusal(db, async (tx) => {
    const task = await lockTask(tx, input.taskId);
    if (!task) return fail('task_unknown', { field: 'task_id' });
    const earlier = await findClaim(tx, input.userId, task.id);
    if (earlier) return earlier.requestId === input.requestId ? ok({ task, claim: earlier, progress: BigInt(task.target) }) : fail('task_already_claimed');
    const refused = await checkClaim(tx, task, input.userId, now);
    if (!refused.ok) return refused;
    const claim = await pay(tx, task, input, now);
    if (!claim.ok) return claim;
    const [updated] = await tx
      .update(benefitTasks)
      .set({ spent: sql`${benefitTasks.spent} + ${claim.value.amount}`, claims: sql`${benefitTasks.claims} + 1` })
      .where(eq(benefitTasks.id, task.id))
      .returning();
    return ok({ task: updated ?? task, claim: claim.value, progress: refused.value });
  });
  if (!claimed.ok) return claimed;
  const { task, claim, progress } = claimed.value;
  return ok({ claim: claimView(claim, task, input.lang), task: taskView(task, { lang: input.lang, progress, claim, now }) });
}

async function lockTask(tx: DbOrTx, taskId: bigint): Promise<BenefitTaskRow | undefined> {
  const [task] = await tx
    .select()
    .from(benefitTasks)
    .where(and(eq(benefitTasks.id, taskId), eq(benefitTasks.active, true)))
    .for('update');
  return task;
}

async function findClaim(tx: DbOrTx, userId: bigint, taskId: bigint): Promise<BenefitClaimRow | undefined> {
  const [claim] = await tx
    .select()
    .from(benefitClaims)
    .where(and(eq(benefitClaims.userId, userId), eq(benefitClaims.taskId, taskId)));
  return claim;
}

/** Period, completion, budget, in that order (the user learns first what they can act on); answers the progress measured. */
async function checkClaim(tx: DbOrTx, task: BenefitTaskRow, userId: bigint, now: Date): Promise<Result<bigint>> {
  if (task.periodStart && now < task.periodStart) return fail('task_not_started', { period_start: task.periodStart.toISOString() });
  if (task.periodEnd && now >= task.periodEnd) return fail('task_ended', { period_end: task.periodEnd.toISOString() });
  const progress = await measureTaskProgress(tx, userId, task);
  const target = BigInt(task.target);
  if (progress < target) {
    const shown = (units: bigint) => (unitOf(task) === 'usdt' ? usdt(units) : units.toString());
    return fail('task_incomplete', { progress: shown(progress), target: shown(target) });
  }
  if (BigInt(task.budget) - BigInt(task.spent) < BigInt(task.reward)) return fail('task_budget_exhausted');
  return ok(progress);
}

async function pay(tx: DbOrTx, task: BenefitTaskRow, input: ClaimBenefitInput, now: Date): Promise<Result<BenefitClaimRow>> {
  const reward = BigInt(task.reward);
  const reserved = await reserveReward(tx, reward, input.userId);
  if (!reserved.ok) return reserved;
  const posted = await postEntries(tx, {
    reason: 'benefit_reward',
    actor: `user:${input.userId}`,
    cause: { type: 'benefit_task', id: String(task.id) },
    idempotencyKey: rewardsKeys.benefit(input.userId, task.id),
    memo: task.titles.en ?? task.kind,
    movements: [
      { account: REWARDS_ACCOUNT, bucket: 'available', amount: -reward },
      { account: rewardedAccount(input.userId), bucket: 'available', amount: reward },
    ],
  });
  if (!posted.ok) throw new Error('a benefit reward credits a user and cannot be short');
  const [claim] = await tx
    .insert(benefitClaims)
    .values({
      userId: input.userId,
      taskId: task.id,
      asset: task.asset,
      amount: reward.toString(),
      postingId: posted.value.postingId,
      requestId: input.requestId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [benefitClaims.userId, benefitClaims.taskId] })
    .returning();
  // The task's row lock makes this unreachable; the unique index is the backstop.
  if (!claim) return fail('task_already_claimed');
  return ok(claim);
}
