import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { deposits } from './schema.js';

/** Finance refuses a deposit claim (admin/rejectDeposit) with the reason its owner sees. */
export async function rejectDeposit(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<true>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for('update');
    if (!deposit) return fail('not_found');
    // A deposit seen on chain is credited or closed by the chain watcher, never by a reviewer's eye.
    if (deposit.source === 'chain') return fail('deposit_on_chain');
    if (deposit.status !== 'processing') return fail('already_reviewed');
    await tx
      .update(deposits)
      .set({ status: 'refused', reason: input.reason.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(deposits.id, deposit.id));
    return ok(true);
  });
}
