import { fail, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { applyAdjustment } from './applyAdjustment.js';
import { adjustments } from './schema.js';

/** admin/approveAdjustment: the second finance member (never the requester) applies a pending adjustment. */
export async function approveAdjustment(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<true>> {
  const row = await db.query.adjustments.findFirst({ where: eq(adjustments.id, input.id) });
  if (!row) return fail('not_found');
  if (row.status !== 'pending') return fail('already_reviewed');
  if (row.requestedBy === input.staff) return fail('adjustment_self_approval');
  return applyAdjustment(db, clock, row.id, input.staff);
}
