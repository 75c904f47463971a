import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { reviewFlagOf } from '../surveillance/index.js';
import { withdrawals } from './schema.js';

/**
 * admin/approveFlaggedWithdrawal: the first of two finance reviews of a withdrawal whose owner is
 * flagged for review. It moves no money; payWithdrawal then needs a different finance member.
 * Approving again is refused (the same person cannot be both reviewers).
 */
export async function approveFlaggedWithdrawal(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
  if (!w) return fail('not_found');
  if (w.status !== 'processing') return fail('already_reviewed');
  if (!(await reviewFlagOf(db, w.userId))) return fail('not_found');
  if (w.firstApprovedBy) return fail(w.firstApprovedBy === input.staff ? 'withdrawal_same_reviewer' : 'already_reviewed');
  await db.update(withdrawals).set({ firstApprovedBy: input.staff, firstApprovedAt: clock.now() }).where(eq(withdrawals.id, w.id));
  return ok(true);
}
