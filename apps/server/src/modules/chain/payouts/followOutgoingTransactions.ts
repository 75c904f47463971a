import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChainNode, MinedReceipt } from '../../../platform/chain/chainNode.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/client.js';
import { tellWithdrawalProgress } from '../../funding/index.js';
import { raisePayoutAlert } from './payoutAlerts.js';
import { chainOutgoing, chainOutgoingAttempts, chainPayouts, chainSweeps } from './schema.js';
import { settleOutgoing } from './settleOutgoing.js';

type OutgoingRow = typeof chainOutgoing.$inferSelect;

export interface FollowResult {
  mined: number;
  reorged: number;
  settled: number;
  /** Sent outgoings dropped because a transaction the signer never signed took their nonce (alerted once each). */
  nonceTaken: number;
}

/**
 * The `chain.follow-outgoing` job (web process; no key needed): for each sent outgoing, asks the node
 * for a receipt of each of its attempts and records the one that was mined (only one can be: they
 * share a nonce); for each mined one, re-checks its block hash (a reorg sends it back to sent, where
 * the signer re-broadcasts), counts confirmations, and at `confirmationsNeeded` settles it
 * (settleOutgoing: the withdrawal is paid, the gas posted, a revert flagged), once. A sent one whose
 * nonce a transaction it never signed took, N blocks deep, is dropped and flagged (dropOutgoing).
 */
export async function followOutgoingTransactions(
  db: Database,
  clock: Clock,
  input: { node: ChainNode; chainId: number; confirmationsNeeded: number },
): Promise<FollowResult> {
  const result: FollowResult = { mined: 0, reorged: 0, settled: 0, nonceTaken: 0 };
  const head = await input.node.headNumber();
  const open = await db
    .select()
    .from(chainOutgoing)
    .where(and(eq(chainOutgoing.chainId, input.chainId), inArray(chainOutgoing.status, ['sent', 'mined'])))
    .orderBy(asc(chainOutgoing.id));
  for (const found of open) {
    let row: OutgoingRow | undefined = found;
    if (row.status === 'sent') {
      // Read before the receipts: the nonce used N blocks deep while none of our attempts has a receipt after it is someone else's transaction.
      const nonceFinal = await nonceUsedFinally(input.node, row, head - BigInt(input.confirmationsNeeded) + 1n);
      row = await recordMinedAttempt(db, input.node, row);
      if (!row) {
        if (nonceFinal && (await dropOutgoing(db, clock, found))) result.nonceTaken += 1;
        continue;
      }
      result.mined += 1;
    }
    if (row.minedBlock === null || row.minedBlockHash === null) continue;
    if ((await input.node.blockHashAt(row.minedBlock)) !== row.minedBlockHash) {
      await forgetMined(db, row);
      result.reorged += 1;
      continue;
    }
    const confirmations = Number(head - row.minedBlock + 1n);
    if (confirmations !== row.confirmations || found.status === 'sent') {
      await db.update(chainOutgoing).set({ confirmations }).where(eq(chainOutgoing.id, row.id));
      if (row.kind === 'payout') {
        await db.update(chainPayouts).set({ confirmations }).where(eq(chainPayouts.withdrawalId, row.subjectId));
        await tellWithdrawalProgress(db, row.subjectId);
      }
    }
    if (confirmations >= input.confirmationsNeeded && (await settleOutgoing(db, clock, row.id))) result.settled += 1;
  }
  return result;
}

/** Whichever attempt has a receipt is the one on chain (a replacement, or the first after all). */
async function recordMinedAttempt(db: Database, node: ChainNode, row: OutgoingRow): Promise<OutgoingRow | undefined> {
  const attempts = await db
    .select()
    .from(chainOutgoingAttempts)
    .where(eq(chainOutgoingAttempts.outgoingId, row.id))
    .orderBy(asc(chainOutgoingAttempts.attempt));
  for (const attempt of attempts) {
    const receipt: MinedReceipt | null = await node.receipt(attempt.txHash);
    if (!receipt) continue;
    const [updated] = await db
      .update(chainOutgoing)
      .set({
        status: 'mined',
        minedTxHash: attempt.txHash,
        minedBlock: receipt.blockNumber,
        minedBlockHash: receipt.blockHash,
        minedSuccess: receipt.success,
        gasPaid: receipt.gasPaid.toString(),
        confirmations: 0,
      })
      .where(and(eq(chainOutgoing.id, row.id), eq(chainOutgoing.status, 'sent')))
      .returning();
    if (updated?.kind === 'payout') {
      await db.update(chainPayouts).set({ status: 'mined', txHash: attempt.txHash }).where(eq(chainPayouts.withdrawalId, updated.subjectId));
    }
    return updated;
  }
  return undefined;
}

async function forgetMined(db: Database, row: OutgoingRow): Promise<void> {
  await db
    .update(chainOutgoing)
    .set({ status: 'sent', minedTxHash: null, minedBlock: null, minedBlockHash: null, minedSuccess: null, gasPaid: null, confirmations: 0 })
    .where(and(eq(chainOutgoing.id, row.id), eq(chainOutgoing.status, 'mined')));
  if (row.kind === 'payout') await db.update(chainPayouts).set({ status: 'sent', confirmations: 0 }).where(eq(chainPayouts.withdrawalId, row.subjectId));
}

/** Whether the outgoing's nonce is used by a transaction mined at or below `height` (a block with N confirmations). */
async function nonceUsedFinally(node: ChainNode, row: OutgoingRow, height: bigint): Promise<boolean> {
  if (row.nonce === null || height < 0n) return false;
  return (await node.transactionCount(row.fromAddress, height)) > row.nonce;
}

/**
 * The sender's nonce was used, N blocks deep, by a transaction that is none of this outgoing's
 * attempts: only a holder of the sender's key can do that, so it is a security incident for staff,
 * never something to retry. The outgoing is dropped (nothing posted, no gas of ours burnt); a payout
 * returns to finance with its funds still frozen (pay by hand or refuse), a sweep fails; the alert is
 * raised in the same transaction. Answers whether this run dropped it.
 */
async function dropOutgoing(db: Database, clock: Clock, row: OutgoingRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [dropped] = await tx
      .update(chainOutgoing)
      .set({ status: 'dropped', settledAt: clock.now() })
      .where(and(eq(chainOutgoing.id, row.id), eq(chainOutgoing.status, 'sent')))
      .returning({ id: chainOutgoing.id });
    if (!dropped) return false;
    if (row.kind === 'payout') await tx.update(chainPayouts).set({ status: 'dropped' }).where(eq(chainPayouts.withdrawalId, row.subjectId));
    else await tx.update(chainSweeps).set({ status: 'failed', settledAt: clock.now() }).where(eq(chainSweeps.id, row.subjectId));
    await raisePayoutAlert(tx, clock, {
      kind: 'nonce_taken',
      subject: `outgoing:${row.id}`,
      detail: { outgoing_id: String(row.id), kind: row.kind, subject_id: String(row.subjectId), from: row.fromAddress, nonce: String(row.nonce) },
    });
    if (row.kind === 'payout') await tellWithdrawalProgress(tx, row.subjectId);
    return true;
  });
}
