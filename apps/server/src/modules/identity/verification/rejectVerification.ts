import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { postUserMessage } from '../../messaging/index.js';
import { verifications } from '../schema.js';
import { lockPendingVerification } from './lockPendingVerification.js';

/**
 * admin/kycReject, on the caller's database or transaction (the staff action's): the reason is
 * shown to the user, who may submit again.
 */
export async function rejectVerification(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<{ userId: bigint }>> {
  const reason = input.reason.trim();
  if (reason.length < 3) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const locked = await lockPendingVerification(tx, input.id);
    if (!locked.ok) return locked;
    await tx.update(verifications).set({ status: 'rejected', reviewedAt: clock.now(), reviewedBy: input.staff, reason }).where(eq(verifications.id, input.id));
    await postUserMessage(tx, clock, { userId: locked.value.userId, kind: 'kyc_rejected', params: { level: locked.value.level, reason } });
    return ok({ userId: locked.value.userId });
  });
}
