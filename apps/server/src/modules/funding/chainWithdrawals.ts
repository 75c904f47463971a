import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { LEDGER_CHANNEL } from '../ledger/index.js';
import { withdrawals } from './schema.js';
import { postWithdrawalPayment } from './withdrawalPayment.js';

/**
 * The funding side of withdrawals paid from the hot wallet (modules/chain decides when). Each runs on
 * the chain context's transaction.
 */

export type WithdrawalForPayout = typeof withdrawals.$inferSelect;

/** The withdrawal, locked FOR UPDATE (refusing and paying by hand take the same lock). */
export async function lockWithdrawal(tx: DbOrTx, withdrawalId: bigint): Promise<WithdrawalForPayout | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  return row;
}

/**
 * The hash of the transaction now carrying the withdrawal (the first, or a replacement): the owner's
 * record shows it while it is confirmed. The ledger notice makes the owner's open pages re-read
 * their records (the balances pushed with it are unchanged).
 */
export async function noteWithdrawalTxHash(tx: DbOrTx, input: { withdrawalId: bigint; txHash: string }): Promise<void> {
  const [row] = await tx
    .update(withdrawals)
    .set({ txHash: input.txHash })
    .where(eq(withdrawals.id, input.withdrawalId))
    .returning({ userId: withdrawals.userId });
  if (row) await tx.execute(sql`select pg_notify(${LEDGER_CHANNEL}, ${String(row.userId)})`);
}

/** The withdrawal's transaction moved on (mined, a confirmation more): the owner's open pages re-read their records. */
export async function tellWithdrawalProgress(db: DbOrTx, withdrawalId: bigint): Promise<void> {
  const [row] = await db.select({ userId: withdrawals.userId }).from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (row) await db.execute(sql`select pg_notify(${LEDGER_CHANNEL}, ${String(row.userId)})`);
}

/**
 * The signer's transaction has its confirmations and succeeded: the withdrawal is paid with the
 * posting finance's payWithdrawal makes (same idempotency key), once. Answers whether this call paid it.
 */
export async function completeChainWithdrawal(tx: DbOrTx, clock: Clock, input: { withdrawalId: bigint; txHash: string }): Promise<boolean> {
  const w = await lockWithdrawal(tx, input.withdrawalId);
  if (!w) throw new Error(`withdrawal ${input.withdrawalId} of a payout is missing`);
  if (w.status !== 'processing') return false;
  await postWithdrawalPayment(tx, clock, w, { actor: 'system:chain-signer', txHash: input.txHash, reviewer: 'chain' });
  return true;
}
