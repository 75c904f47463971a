import { fail, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { adjustments } from './schema.js';

/** admin/rejectAdjustment: any finance member may refuse a pending adjustment (the reason goes to the audit log). */
export async function rejectAdjustment(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  const decided = await db
    .update(adjustments)
    .set({ status: 'rejected', approvedBy: input.staff, decidedAt: clock.now() })
    .where(and(eq(adjustments.id, input.id), eq(adjustments.status, 'pending')))
    .returning({ id: adjustments.id });
  return decided.length ? ok(true) : fail('already_reviewed');
}
