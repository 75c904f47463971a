import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { tellDepositCredited } from './fundingNotices.js';
import { deposits } from './schema.js';

/**
 * The funding side of deposits seen on chain (modules/chain decides when): each such transfer is a
 * deposit row of source 'chain', so records, turnover, deposit limits and the desk count it like any
 * other. All three run on the chain watcher's transaction.
 */

/** A transfer to the user's address was seen: its deposit opens as processing (no voucher). */
export async function openChainDeposit(
  tx: DbOrTx,
  clock: Clock,
  input: { userId: bigint; asset: string; chain: string; amount: bigint; reference: string },
): Promise<bigint> {
  const [row] = await tx
    .insert(deposits)
    .values({
      userId: input.userId,
      asset: input.asset,
      chain: input.chain,
      amount: input.amount.toString(),
      voucherKey: '',
      source: 'chain',
      requestId: input.reference,
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: deposits.id });
  if (row) return row.id;
  const [earlier] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, input.userId), eq(deposits.requestId, input.reference)));
  if (!earlier) throw new Error(`chain deposit ${input.reference} neither inserted nor found`);
  return earlier.id;
}

/**
 * Credits a chain deposit once: the posting's idempotency key is the transfer's exactly-once key
 * (chain id, tx hash, log index), and the row turns success in the same transaction. A second call
 * posts nothing (the key) and changes nothing (the status). Answers whether this call credited it.
 */
export async function creditChainDeposit(tx: DbOrTx, clock: Clock, input: { depositId: bigint; idempotencyKey: string; memo: string }): Promise<boolean> {
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, input.depositId)).for('update');
  if (deposit?.source !== 'chain') throw new Error(`deposit ${input.depositId} is not a chain deposit`);
  if (deposit.status !== 'processing') return false;
  const amount = BigInt(deposit.amount);
  const posted = await postEntries(tx, {
    reason: 'deposit',
    actor: 'system:chain-watcher',
    cause: { type: 'deposit', id: String(deposit.id) },
    idempotencyKey: input.idempotencyKey,
    memo: input.memo,
    movements: [
      { account: { owner: 'house', kind: 'deposits_clearing', asset: deposit.asset }, bucket: 'available', amount: -amount },
      { account: { owner: 'user', userId: deposit.userId, kind: 'exchange', asset: deposit.asset }, bucket: 'available', amount },
    ],
  });
  if (!posted.ok) throw new Error('a credit cannot lack balance');
  await tx.update(deposits).set({ status: 'success', reviewedAt: clock.now(), reviewedBy: 'chain' }).where(eq(deposits.id, deposit.id));
  await tellDepositCredited(tx, clock, deposit);
  return true;
}

/** A chain deposit that will never be credited (its block reorged away, or below the minimum): refused with a reason code the page words. */
export async function closeChainDeposit(tx: DbOrTx, clock: Clock, input: { depositId: bigint; reason: 'chain_reorged' | 'below_minimum' }): Promise<void> {
  await tx
    .update(deposits)
    .set({ status: 'refused', reason: input.reason, reviewedAt: clock.now(), reviewedBy: 'chain' })
    .where(and(eq(deposits.id, input.depositId), eq(deposits.source, 'chain'), eq(deposits.status, 'processing')));
}

/**
 * A chain deposit closed as reorged whose very block came back (the chain switched back to it): open
 * again, as it was before it was closed, so the watcher can credit it after its confirmations.
 */
export async function reopenChainDeposit(tx: DbOrTx, input: { depositId: bigint }): Promise<void> {
  await tx
    .update(deposits)
    .set({ status: 'processing', reason: '', reviewedAt: null, reviewedBy: null })
    .where(and(eq(deposits.id, input.depositId), eq(deposits.source, 'chain'), eq(deposits.status, 'refused'), eq(deposits.reason, 'chain_reorged')));
}
