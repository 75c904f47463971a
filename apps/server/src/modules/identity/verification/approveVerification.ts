import { fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { postUserMessage } from '../../messaging/index.js';
import { verifications } from '../schema.js';
import { lockPendingVerification } from './lockPendingVerification.js';
import { isUniqueViolation } from './submitVerification.js';

/**
 * admin/kycApprove, on the caller's database or transaction (the staff action's, so the decision,
 * the user's message and the audit entry commit together). The unique index on approved junior ID
 * numbers makes a second account with the same number fail here even if both were submitted
 * before either was approved; the decision runs in its own transaction (a savepoint inside the
 * caller's) so that this refusal leaves the caller's transaction usable.
 */
export async function approveVerification(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<{ userId: bigint }>> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockPendingVerification(tx, input.id);
      if (!locked.ok) return locked;
      await tx
        .update(verifications)
        .set({ status: 'approved', reviewedAt: clock.now(), reviewedBy: input.staff, reason: '' })
        .where(and(eq(verifications.id, input.id), eq(verifications.status, 'pending')));
      await postUserMessage(tx, clock, { userId: locked.value.userId, kind: 'kyc_approved', params: { level: locked.value.level } });
      return ok({ userId: locked.value.userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail('id_number_taken');
    throw error;
  }
}
