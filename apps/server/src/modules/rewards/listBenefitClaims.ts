import type { BenefitClaim, Lang } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { benefitClaims, benefitTasks } from './schema.js';
import { claimView } from './taskViews.js';

/** web/getBenefitRecords: every claim of the user, newest first, titled in the request's language. */
export async function listBenefitClaims(
  db: DbOrTx,
  input: { userId: bigint; lang: Lang; page: number; pageSize: number },
): Promise<{ items: BenefitClaim[]; total: number }> {
  const where = eq(benefitClaims.userId, input.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: benefitClaims, task: benefitTasks })
      .from(benefitClaims)
      .innerJoin(benefitTasks, eq(benefitTasks.id, benefitClaims.taskId))
      .where(where)
      .orderBy(desc(benefitClaims.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(benefitClaims).where(where),
  ]);
  return { items: rows.map((row) => claimView(row.claim, row.task, input.lang)), total: total?.value ?? 0 };
}
