import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { Database, DbOrTx } from '../../../platform/db/client.js';
import { completeChainWithdrawal } from '../../funding/index.js';
import { postEntries } from '../../ledger/index.js';
import { findAsset } from '../../marketdata/index.js';
import { raisePayoutAlert } from './payoutAlerts.js';
import { TOKEN_TRANSFER_GAS } from './queueWithdrawalPayout.js';
import { chainOutgoing, chainPayouts, chainSweeps } from './schema.js';

type OutgoingRow = typeof chainOutgoing.$inferSelect;

/** The ledger's code of the chain's native coin, which pays gas. */
export const GAS_ASSET = 'ETH';
const WEI_DECIMALS = 18;

/**
 * A mined outgoing with its confirmations, settled in one transaction, once (its row lock and status):
 * the gas it burnt is posted as the house's expense; then a successful payout pays its withdrawal
 * (the posting finance's payWithdrawal makes, same key), a successful gas funding queues the sweep
 * it paid for, and a successful sweep is done. A reverted one moved no token: a payout stays with
 * finance (funds frozen, nothing posted but its gas) and staff are alerted. Answers whether it settled.
 */
export async function settleOutgoing(db: Database, clock: Clock, outgoingId: bigint): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chainOutgoing).where(eq(chainOutgoing.id, outgoingId)).for('update');
    if (row?.status !== 'mined' || row.minedTxHash === null) return false;
    await postGas(tx, row);
    const success = row.minedSuccess === true;
    if (success) await settleSuccess(tx, clock, row, row.minedTxHash);
    else await settleRevert(tx, clock, row, row.minedTxHash);
    await tx
      .update(chainOutgoing)
      .set({ status: success ? 'confirmed' : 'reverted', settledAt: clock.now() })
      .where(eq(chainOutgoing.id, row.id));
    return true;
  });
}

async function settleSuccess(tx: DbOrTx, clock: Clock, row: OutgoingRow, txHash: string): Promise<void> {
  if (row.kind === 'payout') {
    await completeChainWithdrawal(tx, clock, { withdrawalId: row.subjectId, txHash });
    await tx.update(chainPayouts).set({ status: 'confirmed', txHash, confirmations: row.confirmations }).where(eq(chainPayouts.withdrawalId, row.subjectId));
    return;
  }
  const [sweep] = await tx.select().from(chainSweeps).where(eq(chainSweeps.id, row.subjectId)).for('update');
  if (!sweep) throw new Error(`sweep ${row.subjectId} of outgoing ${row.id} is missing`);
  if (row.kind === 'sweep') {
    await tx.update(chainSweeps).set({ status: 'done', settledAt: clock.now() }).where(eq(chainSweeps.id, sweep.id));
    return;
  }
  // The deposit address has its gas: its token transfer to the hot wallet (the gas funding's sender) is queued for the signer.
  await tx.insert(chainOutgoing).values({
    chainId: row.chainId,
    kind: 'sweep',
    subjectId: sweep.id,
    fromAddress: sweep.address,
    fromIndex: sweep.derivationIndex,
    toAddress: row.fromAddress,
    token: sweep.token,
    amount: sweep.amount,
    gasLimit: TOKEN_TRANSFER_GAS.toString(),
    createdBy: 'system:chain-sweep',
    createdAt: clock.now(),
  });
  await tx.update(chainSweeps).set({ status: 'sweeping' }).where(eq(chainSweeps.id, sweep.id));
}

async function settleRevert(tx: DbOrTx, clock: Clock, row: OutgoingRow, txHash: string): Promise<void> {
  if (row.kind === 'payout') {
    await tx.update(chainPayouts).set({ status: 'reverted', txHash, confirmations: row.confirmations }).where(eq(chainPayouts.withdrawalId, row.subjectId));
    await raisePayoutAlert(tx, clock, {
      kind: 'payout_reverted',
      subject: `withdrawal:${row.subjectId}`,
      detail: { withdrawal_id: String(row.subjectId), tx_hash: txHash },
    });
    return;
  }
  await tx.update(chainSweeps).set({ status: 'failed', settledAt: clock.now() }).where(eq(chainSweeps.id, row.subjectId));
  await raisePayoutAlert(tx, clock, {
    kind: 'sweep_reverted',
    subject: `sweep:${row.subjectId}`,
    detail: { sweep_id: String(row.subjectId), tx_hash: txHash },
  });
}

/**
 * Gas is paid in wei; the ledger keeps ether to the asset's scale (8 places). So that nothing is lost
 * to rounding, each settlement posts the difference of the cumulative floors: everything burnt so far,
 * floored, minus everything burnt before it, floored. The house's own ether pays it: `capital` (the
 * platform's equity) gives, `gas_expense` (what went to the network) receives; no user balance moves,
 * so the trial balance stays zero and the liabilities (proof of reserves) are untouched.
 */
async function postGas(tx: DbOrTx, row: OutgoingRow): Promise<void> {
  const paid = BigInt(row.gasPaid ?? '0');
  if (paid === 0n) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chain_gas_posting'))`);
  const [before] = await tx
    .select({ total: sql<string>`coalesce(sum(${chainOutgoing.gasPaid}), 0)` })
    .from(chainOutgoing)
    .where(inArray(chainOutgoing.status, ['confirmed', 'reverted']));
  const scale = (await findAsset(tx, GAS_ASSET))?.scale ?? WEI_DECIMALS;
  const weiPerUnit = 10n ** BigInt(WEI_DECIMALS - Math.min(scale, WEI_DECIMALS));
  const earlier = BigInt(before?.total ?? '0');
  const units = (earlier + paid) / weiPerUnit - earlier / weiPerUnit;
  if (units === 0n) return;
  const posted = await postEntries(tx, {
    reason: 'chain_gas',
    actor: 'system:chain',
    cause: { type: 'chain_outgoing', id: String(row.id) },
    idempotencyKey: `chain-gas:${row.id}`,
    memo: `${row.kind} ${row.minedTxHash ?? ''}: ${paid} wei`,
    movements: [
      { account: { owner: 'house', kind: 'capital', asset: GAS_ASSET }, bucket: 'available', amount: -units },
      { account: { owner: 'house', kind: 'gas_expense', asset: GAS_ASSET }, bucket: 'available', amount: units },
    ],
  });
  if (!posted.ok) throw new Error('a house-only posting cannot lack balance');
}
