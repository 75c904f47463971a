import { type BenefitTask, fail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { benefitClaims, benefitTasks } from './schema.js';
import { type BenefitRules, benefitRules, userTaskView } from './userTaskView.js';

/** web/getBenefitDetail: one active task with the user's progress; an inactive or unknown id is `task_unknown`. */
export async function getBenefitTask(
  db: DbOrTx,
  clock: Clock,
  input: { taskId: bigint; userId: bigint | undefined; lang: Lang },
): Promise<Result<{ task: BenefitTask; rules: BenefitRules }>> {
  const [task] = await db
    .select()
    .from(benefitTasks)
    .where(and(eq(benefitTasks.id, input.taskId), eq(benefitTasks.active, true)));
  if (!task) return fail('task_unknown', { field: 'id' });
  const claims =
    input.userId === undefined
      ? []
      : await db
          .select()
          .from(benefitClaims)
          .where(and(eq(benefitClaims.userId, input.userId), eq(benefitClaims.taskId, task.id)));
  return ok({ task: await userTaskView(db, task, { ...input, now: clock.now(), claims }), rules: await benefitRules(db) });
}
