import { PAYOUT_RETURNED_STATES } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { fundingKeys } from './fundingKeys.js';
import { tellWithdrawalDecided } from './fundingNotices.js';
import { withdrawals } from './schema.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * The payment of a withdrawal, whoever makes it (finance by hand, or the chain follower once the
 * signer's transaction has its confirmations): frozen funds leave through the withdrawals clearing
 * account, the fee to the fee account, the row turns success with its hash, and the owner is told.
 * The posting's key makes a second payment post nothing.
 */
export async function postWithdrawalPayment(
  tx: DbOrTx,
  clock: Clock,
  w: WithdrawalRow,
  payment: { actor: string; txHash: string; reviewer: string },
): Promise<void> {
  const amount = BigInt(w.amount);
  const fee = BigInt(w.fee) < amount ? BigInt(w.fee) : 0n;
  const movements: Movement[] = [
    { account: { owner: 'user', userId: w.userId, kind: 'exchange', asset: w.asset }, bucket: 'frozen', amount: -amount },
    { account: { owner: 'house', kind: 'withdrawals_clearing', asset: w.asset }, bucket: 'available', amount: amount - fee },
  ];
  if (fee > 0n) movements.push({ account: { owner: 'house', kind: 'fees', asset: w.asset }, bucket: 'available', amount: fee });
  const posted = await postEntries(tx, {
    reason: 'withdrawal',
    actor: payment.actor,
    cause: { type: 'withdrawal', id: String(w.id) },
    idempotencyKey: fundingKeys.withdrawalPay(w.id),
    memo: payment.txHash,
    movements,
  });
  if (!posted.ok) throw new Error('frozen funds of a pending withdrawal are missing');
  await tx
    .update(withdrawals)
    .set({ status: 'success', txHash: payment.txHash, reviewedAt: clock.now(), reviewedBy: payment.reviewer })
    .where(eq(withdrawals.id, w.id));
  await tellWithdrawalDecided(tx, clock, w, { paid: true, fee });
}

/**
 * Whether the withdrawal is in the hot wallet's hands (modules/chain: a chain_payouts row of source
 * hot_wallet that did not revert and was not dropped). Such a withdrawal is neither refused (its funds
 * are on their way) nor paid by hand (it would be paid twice); a reverted or dropped one returns to finance. Read in SQL, under
 * the withdrawal's row lock, which the chain context's queueing takes too.
 */
export async function isWithHotWallet(tx: DbOrTx, withdrawalId: bigint): Promise<boolean> {
  const rows = await tx.execute<{ status: string }>(
    sql`select status from chain_payouts where withdrawal_id = ${withdrawalId} and source = 'hot_wallet' and not (status = any(${pgArray(PAYOUT_RETURNED_STATES)}::text[]))`,
  );
  return rows.rows.length > 0;
}
