import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getAddress, type Hex, keccak256 } from 'viem';
import type { ChainNode } from '../../../platform/chain/chainNode.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database, DbOrTx } from '../../../platform/db/client.js';
import { noteWithdrawalTxHash } from '../../funding/index.js';
import type { KeyHolder } from './keyHolder.js';
import { bumpedFees, maxOf, minOf, outgoingTarget } from './outgoingCalldata.js';
import { chainNonces, chainOutgoing, chainOutgoingAttempts, chainPayouts } from './schema.js';

type OutgoingRow = typeof chainOutgoing.$inferSelect;
type AttemptRow = typeof chainOutgoingAttempts.$inferSelect;
type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

export interface SignerPass {
  keys: KeyHolder;
  node: ChainNode;
  chainId: number;
  /** An attempt still unmined this long after signing is replaced (same nonce, higher fees). */
  replaceAfterMs: number;
  /** How much a replacement raises both fees, in percent (nodes want at least 10). */
  feeBumpPercent: number;
}

export interface SignerPassResult {
  signed: number;
  broadcast: number;
  replaced: number;
}

/**
 * One pass of the signer (the `signer.send` job, signer process only). For each open outgoing in id
 * order: a queued one gets its nonce and first signed attempt, STORED in one transaction, and only
 * then broadcast; a sent one whose latest attempt was never broadcast (a crash between the two) is
 * broadcast now, byte for byte; one unmined after `replaceAfterMs` gets a replacement under the same
 * nonce with higher fees, stored before it is broadcast. A node error ends the pass (the next one
 * resumes from the rows); nothing is ever signed under a second nonce.
 */
export async function sendOutgoingTransactions(db: Database, clock: Clock, pass: SignerPass): Promise<SignerPassResult> {
  const result: SignerPassResult = { signed: 0, broadcast: 0, replaced: 0 };
  const open = await db
    .select()
    .from(chainOutgoing)
    .where(and(eq(chainOutgoing.chainId, pass.chainId), inArray(chainOutgoing.status, ['queued', 'sent'])))
    .orderBy(asc(chainOutgoing.id));
  for (const row of open) {
    const sender = senderOf(row, pass.keys);
    if (!sender) continue;
    if (row.status === 'queued') {
      const attempt = await signFirstAttempt(db, clock, pass, row, sender);
      if (!attempt) continue;
      result.signed += 1;
      await broadcast(db, clock, pass.node, attempt);
      result.broadcast += 1;
      continue;
    }
    const step = await advanceSent(db, clock, pass, row, sender);
    if (step === 'broadcast') result.broadcast += 1;
    if (step === 'replaced') {
      result.replaced += 1;
      result.broadcast += 1;
    }
  }
  return result;
}

/** The key that signs for the row's sender, if this signer holds it (another wallet's rows are left alone). */
function senderOf(row: OutgoingRow, keys: KeyHolder): { index: number | null } | undefined {
  if (row.fromIndex === null) return sameAddress(row.fromAddress, keys.hotWallet) ? { index: null } : undefined;
  return sameAddress(row.fromAddress, keys.depositAddress(row.fromIndex)) ? { index: row.fromIndex } : undefined;
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The nonce is the larger of the signer's own counter and the node's pending count (a transaction
 * sent from the wallet behind the signer's back moves the node's count on), taken under the
 * counter's row lock in the transaction that stores the signed bytes: the outgoing owns it from then on.
 */
async function signFirstAttempt(
  db: Database,
  clock: Clock,
  pass: SignerPass,
  row: OutgoingRow,
  sender: { index: number | null },
): Promise<AttemptRow | undefined> {
  const pendingCount = await pass.node.transactionCount(row.fromAddress, 'pending');
  const fees = await feesFor(pass.node, row);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chainOutgoing).where(eq(chainOutgoing.id, row.id)).for('update');
    if (locked?.status !== 'queued') return undefined;
    const address = getAddress(row.fromAddress);
    const role = sender.index === null ? 'hot_wallet' : 'deposit_address';
    await tx.insert(chainNonces).values({ chainId: row.chainId, address, nextNonce: 0n, role, updatedAt: clock.now() }).onConflictDoNothing();
    const [counter] = await tx
      .select()
      .from(chainNonces)
      .where(and(eq(chainNonces.chainId, row.chainId), eq(chainNonces.address, address)))
      .for('update');
    if (!counter) throw new Error(`nonce counter of ${address} missing after insert`);
    const nonce = maxOf(counter.nextNonce, pendingCount);
    const attempt = await storeAttempt(tx, clock, pass, row, sender, { attempt: 1, nonce, fees });
    await tx
      .update(chainNonces)
      .set({ nextNonce: nonce + 1n, updatedAt: clock.now() })
      .where(and(eq(chainNonces.chainId, row.chainId), eq(chainNonces.address, address)));
    await tx.update(chainOutgoing).set({ nonce, status: 'sent' }).where(eq(chainOutgoing.id, row.id));
    if (row.kind === 'payout') await tx.update(chainPayouts).set({ status: 'sent' }).where(eq(chainPayouts.withdrawalId, row.subjectId));
    return attempt;
  });
}

async function storeAttempt(
  tx: DbOrTx,
  clock: Clock,
  pass: SignerPass,
  row: OutgoingRow,
  sender: { index: number | null },
  plan: { attempt: number; nonce: bigint; fees: Fees },
): Promise<AttemptRow> {
  const target = outgoingTarget(row);
  const raw = await pass.keys.sign(sender, { chainId: row.chainId, nonce: plan.nonce, gas: BigInt(row.gasLimit), ...target, ...plan.fees });
  const [attempt] = await tx
    .insert(chainOutgoingAttempts)
    .values({
      outgoingId: row.id,
      attempt: plan.attempt,
      nonce: plan.nonce,
      maxFeePerGas: plan.fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: plan.fees.maxPriorityFeePerGas.toString(),
      rawTransaction: raw,
      txHash: keccak256(raw),
      signedAt: clock.now(),
    })
    .returning();
  if (!attempt) throw new Error('attempt not stored');
  // The user's record shows the hash of the transaction now on its way.
  if (row.kind === 'payout') await noteWithdrawalTxHash(tx, { withdrawalId: row.subjectId, txHash: attempt.txHash });
  return attempt;
}

/** Sends stored bytes and notes when the node took them; "already known" and "nonce used" mean they (or a sibling) are out already. */
async function broadcast(db: DbOrTx, clock: Clock, node: ChainNode, attempt: AttemptRow): Promise<void> {
  await node.sendRawTransaction(attempt.rawTransaction as Hex);
  await db
    .update(chainOutgoingAttempts)
    .set({ broadcastAt: clock.now() })
    .where(and(eq(chainOutgoingAttempts.id, attempt.id), sql`${chainOutgoingAttempts.broadcastAt} is null`));
}

async function advanceSent(
  db: Database,
  clock: Clock,
  pass: SignerPass,
  row: OutgoingRow,
  sender: { index: number | null },
): Promise<'none' | 'broadcast' | 'replaced'> {
  const attempts = await db
    .select()
    .from(chainOutgoingAttempts)
    .where(eq(chainOutgoingAttempts.outgoingId, row.id))
    .orderBy(asc(chainOutgoingAttempts.attempt));
  const latest = attempts.at(-1);
  if (!latest) throw new Error(`outgoing ${row.id} is sent without an attempt`);
  if (!latest.broadcastAt) {
    await broadcast(db, clock, pass.node, latest);
    return 'broadcast';
  }
  for (const attempt of attempts) {
    // Mined: the follower (chain.follow-outgoing) records which attempt and counts its confirmations.
    if (await pass.node.receipt(attempt.txHash)) return 'none';
  }
  // The nonce is used on chain and none of ours is mined: someone else's transaction took it (the
  // follower alerts staff). Replacing would only sign ever dearer bytes the chain cannot take.
  if ((await pass.node.transactionCount(row.fromAddress, 'latest')) > latest.nonce) return 'none';
  if (clock.now().getTime() - latest.signedAt.getTime() >= pass.replaceAfterMs) {
    const replacement = await signReplacement(db, clock, pass, row, sender, latest);
    if (!replacement) return 'none';
    await broadcast(db, clock, pass.node, replacement);
    return 'replaced';
  }
  if (!(await pass.node.hasTransaction(latest.txHash))) {
    // The node lost it (restart, eviction): the same bytes again.
    await broadcast(db, clock, pass.node, { ...latest, broadcastAt: null });
    return 'broadcast';
  }
  return 'none';
}

async function signReplacement(
  db: Database,
  clock: Clock,
  pass: SignerPass,
  row: OutgoingRow,
  sender: { index: number | null },
  latest: AttemptRow,
): Promise<AttemptRow | undefined> {
  const estimate = await feesFor(pass.node, row);
  const previous = { maxFeePerGas: BigInt(latest.maxFeePerGas), maxPriorityFeePerGas: BigInt(latest.maxPriorityFeePerGas) };
  const fees = capForBalance(bumpedFees(previous, estimate, BigInt(pass.feeBumpPercent)), row, await balanceCap(pass.node, row));
  if (fees.maxFeePerGas <= previous.maxFeePerGas) return undefined; // a deposit address cannot pay more: wait for the block space
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chainOutgoing).where(eq(chainOutgoing.id, row.id)).for('update');
    if (locked?.status !== 'sent' || locked.nonce === null) return undefined;
    const [newest] = await tx
      .select({ attempt: sql<number>`max(${chainOutgoingAttempts.attempt})` })
      .from(chainOutgoingAttempts)
      .where(eq(chainOutgoingAttempts.outgoingId, row.id));
    if (newest?.attempt !== latest.attempt) return undefined;
    return storeAttempt(tx, clock, pass, locked, sender, { attempt: latest.attempt + 1, nonce: locked.nonce, fees });
  });
}

/** Today's fee estimate; a deposit address pays at most what its ether covers (the gas the hot wallet sent it). */
async function feesFor(node: ChainNode, row: OutgoingRow): Promise<Fees> {
  return capForBalance(await node.feeEstimate(), row, await balanceCap(node, row));
}

async function balanceCap(node: ChainNode, row: OutgoingRow): Promise<bigint | undefined> {
  if (row.fromIndex === null) return undefined;
  return (await node.etherBalance(row.fromAddress)) / BigInt(row.gasLimit);
}

function capForBalance(fees: Fees, row: OutgoingRow, cap: bigint | undefined): Fees {
  if (cap === undefined || row.token === '') return fees;
  const maxFeePerGas = minOf(fees.maxFeePerGas, cap);
  const maxPriorityFeePerGas = minOf(fees.maxPriorityFeePerGas, maxFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas };
}
