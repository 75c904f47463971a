import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { fundingKeys } from './fundingKeys.js';
import { tellWithdrawalDecided } from './fundingNotices.js';
import { withdrawals } from './schema.js';
import { isWithHotWallet } from './withdrawalPayment.js';

/** Finance refuses (admin/rejectWithdrawal): the frozen amount returns to available, with the reason the user sees. */
export async function rejectWithdrawal(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<true>> {
  if (!input.reason.trim()) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) return fail('not_found');
    if (w.status !== 'processing') return fail('already_reviewed');
    // Queued for the hot wallet: the signer may have sent it already, so its funds stay frozen.
    if (await isWithHotWallet(tx, w.id)) return fail('withdrawal_with_hot_wallet');
    const amount = BigInt(w.amount);
    const account = { owner: 'user' as const, userId: w.userId, kind: 'exchange' as const, asset: w.asset };
    const posted = await postEntries(tx, {
      reason: 'withdrawal_unfreeze',
      actor: `staff:${input.staff}`,
      cause: { type: 'withdrawal', id: String(w.id) },
      idempotencyKey: fundingKeys.withdrawalRefund(w.id),
      memo: input.reason.trim(),
      movements: [
        { account, bucket: 'frozen', amount: -amount },
        { account, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) throw new Error('frozen funds of a pending withdrawal are missing');
    await tx
      .update(withdrawals)
      .set({ status: 'refused', reason: input.reason.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(withdrawals.id, w.id));
    await tellWithdrawalDecided(tx, clock, w, { paid: false, reason: input.reason.trim() });
    return ok(true);
  });
}
