import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { reviewFlagOf } from '../surveillance/index.js';
import { fundingKeys } from './fundingKeys.js';
import { tellWithdrawalDecided } from './fundingNotices.js';
import { withdrawals } from './schema.js';

/**
 * Finance pays (admin/payWithdrawal): frozen funds leave through the withdrawals clearing account,
 * the fee to the fee account. Paying twice pays once. While the owner is flagged for review
 * (surveillance), a different finance member must have approved it first (approveFlaggedWithdrawal).
 */
export async function payWithdrawal(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; txHash: string }): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!w) return fail('not_found');
    if (w.status !== 'processing') return w.status === 'success' ? ok(true) : fail('already_reviewed');
    if (await reviewFlagOf(tx, w.userId)) {
      if (!w.firstApprovedBy) return fail('withdrawal_second_review');
      if (w.firstApprovedBy === input.staff) return fail('withdrawal_same_reviewer');
    }
    if (w.method === 'chain' && !/^0x[0-9a-fA-F]{64}$/.test(input.txHash)) return fail('invalid_input', { field: 'tx_hash' });
    if (w.method === 'bank' && input.txHash.trim().length < 3) return fail('invalid_input', { field: 'tx_hash' });
    const amount = BigInt(w.amount);
    const fee = BigInt(w.fee) < amount ? BigInt(w.fee) : 0n;
    const movements: Movement[] = [
      { account: { owner: 'user', userId: w.userId, kind: 'exchange', asset: w.asset }, bucket: 'frozen', amount: -amount },
      { account: { owner: 'house', kind: 'withdrawals_clearing', asset: w.asset }, bucket: 'available', amount: amount - fee },
    ];
    if (fee > 0n) movements.push({ account: { owner: 'house', kind: 'fees', asset: w.asset }, bucket: 'available', amount: fee });
    const posted = await postEntries(tx, {
      reason: 'withdrawal',
      actor: `staff:${input.staff}`,
      cause: { type: 'withdrawal', id: String(w.id) },
      idempotencyKey: fundingKeys.withdrawalPay(w.id),
      memo: input.txHash.trim(),
      movements,
    });
    if (!posted.ok) throw new Error('frozen funds of a pending withdrawal are missing');
    await tx
      .update(withdrawals)
      .set({ status: 'success', txHash: input.txHash.trim(), reviewedAt: clock.now(), reviewedBy: input.staff })
      .where(eq(withdrawals.id, w.id));
    await tellWithdrawalDecided(tx, clock, w, { paid: true, fee });
    return ok(true);
  });
}
