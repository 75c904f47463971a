import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { reviewFlagOf } from '../surveillance/index.js';
import { withdrawals } from './schema.js';
import { isWithHotWallet, postWithdrawalPayment } from './withdrawalPayment.js';

/**
 * Finance pays (admin/payWithdrawal): frozen funds leave through the withdrawals clearing account,
 * the fee to the fee account. Paying twice pays once. While the owner is flagged for review
 * (surveillance), a different finance member must have approved it first (approveFlaggedWithdrawal).
 * A withdrawal queued for the hot wallet (modules/chain) is not paid by hand.
 */
export async function payWithdrawal(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; txHash: string }): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) return fail('not_found');
    if (w.status !== 'processing') return w.status === 'success' ? ok(true) : fail('already_reviewed');
    if (await isWithHotWallet(tx, w.id)) return fail('withdrawal_with_hot_wallet');
    if (await reviewFlagOf(tx, w.userId)) {
      if (!w.firstApprovedBy) return fail('withdrawal_second_review');
      if (w.firstApprovedBy === input.staff) return fail('withdrawal_same_reviewer');
    }
    if (w.method === 'chain' && !/^0x[0-9a-fA-F]{64}$/.test(input.txHash)) return fail('invalid_input', { field: 'tx_hash' });
    if (w.method === 'bank' && input.txHash.trim().length < 3) return fail('invalid_input', { field: 'tx_hash' });
    await postWithdrawalPayment(tx, clock, w, { actor: `staff:${input.staff}`, txHash: input.txHash.trim(), reviewer: input.staff });
    return ok(true);
  });
}
