import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { verifications } from '../schema.js';
import type { VerificationRow } from './views.js';

/** The submission a decision is about, locked until the decision's transaction ends; only a pending one can be decided. */
export async function lockPendingVerification(tx: DbOrTx, id: bigint): Promise<Result<VerificationRow>> {
  const [row] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
  if (!row) return fail('not_found');
  if (row.status !== 'pending') return fail('already_reviewed');
  return ok(row);
}
