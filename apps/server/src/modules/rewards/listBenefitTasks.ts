import type { BenefitTask, Lang } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { benefitClaims, benefitTasks } from './schema.js';
import { type BenefitRules, benefitRules, userTaskView } from './userTaskView.js';

/** web/getFuli: the active tasks in display order, each with the user's live progress and status (a visitor's progress is zero). */
export async function listBenefitTasks(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint | undefined; lang: Lang },
): Promise<{ items: BenefitTask[]; rules: BenefitRules }> {
  const tasks = await db.select().from(benefitTasks).where(eq(benefitTasks.active, true)).orderBy(asc(benefitTasks.sortOrder), asc(benefitTasks.id));
  const claims = input.userId === undefined ? [] : await db.select().from(benefitClaims).where(eq(benefitClaims.userId, input.userId));
  const now = clock.now();
  const items = await Promise.all(tasks.map((task) => userTaskView(db, task, { ...input, now, claims })));
  return { items, rules: await benefitRules(db) };
}
