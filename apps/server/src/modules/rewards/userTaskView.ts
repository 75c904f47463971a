import type { BenefitTask, Lang } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rewardsBalance } from './rewardsAccount.js';
import type { BenefitClaimRow, BenefitTaskRow } from './schema.js';
import { measureTaskProgress } from './taskProgress.js';
import { taskView } from './taskViews.js';

export interface BenefitRules {
  once_per_user: true;
  paid_from: 'rewards';
  credited_to: 'exchange';
  rewards_available: boolean;
}

/** What every benefit page states about payment, with whether the rewards account holds anything now. */
export async function benefitRules(db: DbOrTx): Promise<BenefitRules> {
  return { once_per_user: true, paid_from: 'rewards', credited_to: 'exchange', rewards_available: (await rewardsBalance(db)) > 0n };
}

/** A task with the user's live progress and claim (a visitor's progress is zero). */
export async function userTaskView(
  db: DbOrTx,
  task: BenefitTaskRow,
  input: { userId: bigint | undefined; lang: Lang; now: Date; claims: BenefitClaimRow[] },
): Promise<BenefitTask> {
  const progress = input.userId === undefined ? 0n : await measureTaskProgress(db, input.userId, task);
  const claim = input.claims.find((row) => row.taskId === task.id);
  return taskView(task, { lang: input.lang, progress, claim, now: input.now });
}
