import { fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { Database, DbOrTx } from '../../../platform/db/client.js';
import { postUserMessage } from '../../messaging/index.js';
import { verifications } from '../schema.js';
import { isUniqueViolation } from './submitVerification.js';
import type { VerificationRow } from './views.js';

async function lockPending(tx: DbOrTx, id: bigint): Promise<Result<VerificationRow>> {
  const [row] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
  if (!row) return fail('not_found');
  if (row.status !== 'pending') return fail('already_reviewed');
  return ok(row);
}

/**
 * admin/kycApprove. The unique index on approved junior ID numbers makes a second account
 * with the same number fail here even if both were submitted before either was approved.
 */
export async function approveVerification(db: Database, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<{ userId: bigint }>> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockPending(tx, input.id);
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

/** admin/kycReject: the reason is shown to the user, who may submit again. */
export async function rejectVerification(
  db: Database,
  clock: Clock,
  input: { id: bigint; staff: string; reason: string },
): Promise<Result<{ userId: bigint }>> {
  if (input.reason.trim().length < 3) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const locked = await lockPending(tx, input.id);
    if (!locked.ok) return locked;
    await tx
      .update(verifications)
      .set({ status: 'rejected', reviewedAt: clock.now(), reviewedBy: input.staff, reason: input.reason.trim() })
      .where(eq(verifications.id, input.id));
    await postUserMessage(tx, clock, { userId: locked.value.userId, kind: 'kyc_rejected', params: { level: locked.value.level, reason: input.reason.trim() } });
    return ok({ userId: locked.value.userId });
  });
}
