import { and, eq, sql } from 'drizzle-orm';
import type { ChainNode, TransferLog } from '../../platform/chain/chainNode.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { closeChainDeposit, openChainDeposit, reopenChainDeposit } from '../funding/index.js';
import { notifyChainDeposit } from './chainNotices.js';
import type { ChainWallet } from './chainWallet.js';
import { chainCursors, chainDepositAddresses, chainDeposits } from './schema.js';

/** Addresses per eth_getLogs call (its `to` topic filter); more are asked in several calls. */
const RECIPIENTS_PER_CALL = 500;
/** Spans read per run at most; a watcher far behind catches up over several runs, its cursor stored after each span. */
const SPANS_PER_RUN = 20;

export interface WatchDeps {
  db: Database;
  clock: Clock;
  wallet: ChainWallet;
  node: ChainNode;
}

/**
 * Reads the token's Transfer logs to users' addresses from the cursor to the head and records each
 * new one as seen (opening its funding deposit). The last `confirmations` blocks are read again on
 * every run: a reorg there can bring transfers the first reading never saw. Answers how many were new.
 */
export async function recordTransfers(deps: WatchDeps, head: bigint, rules: { confirmations: number; minUnits: bigint }): Promise<number> {
  const { db, wallet } = deps;
  const { chainId, usdtContract } = wallet.config;
  const contract = usdtContract.toLowerCase();
  const [cursor] = await db.select().from(chainCursors).where(sql`${chainCursors.chainId} = ${chainId} and ${chainCursors.contract} = ${contract}`);
  const unsettledFrom = head - BigInt(rules.confirmations) > 0n ? head - BigInt(rules.confirmations) : 0n;
  const from = cursor ? min(cursor.scannedTo + 1n, unsettledFrom) : (wallet.config.startBlock ?? unsettledFrom);
  const span = BigInt(wallet.config.logSpanBlocks);
  const owners = await addressOwners(db, chainId);
  let recorded = 0;
  let start = from;
  for (let spans = 0; spans < SPANS_PER_RUN && start <= head; spans++) {
    const end = min(start + span - 1n, head);
    for (const log of await readLogs(deps.node, contract, [...owners.keys()], start, end)) {
      if (await recordTransfer(deps, log, owners, head, rules.minUnits)) recorded++;
    }
    await db
      .insert(chainCursors)
      .values({ chainId, contract, scannedTo: end, updatedAt: deps.clock.now() })
      .onConflictDoUpdate({
        target: [chainCursors.chainId, chainCursors.contract],
        set: { scannedTo: sql`greatest(${chainCursors.scannedTo}, excluded.scanned_to)`, updatedAt: deps.clock.now() },
      });
    start = end + 1n;
  }
  return recorded;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Every address handed out on this chain (any wallet key: money sent to an old address is still its user's), lower case → user. */
async function addressOwners(db: Database, chainId: number): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ address: chainDepositAddresses.address, userId: chainDepositAddresses.userId })
    .from(chainDepositAddresses)
    .where(eq(chainDepositAddresses.chainId, chainId));
  return new Map(rows.map((row) => [row.address.toLowerCase(), row.userId]));
}

async function readLogs(node: ChainNode, contract: string, recipients: string[], fromBlock: bigint, toBlock: bigint): Promise<TransferLog[]> {
  const logs: TransferLog[] = [];
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_CALL) {
    logs.push(...(await node.transferLogs({ contract, recipients: recipients.slice(i, i + RECIPIENTS_PER_CALL), fromBlock, toBlock })));
  }
  return logs;
}

/**
 * One log → one observation, unless it must be skipped: removed by the node (reorged), emitted by
 * another contract (a fake token), not to a user's address, or in a transaction whose receipt says
 * it failed. Recording is idempotent on (chain, tx hash, log index, block hash).
 */
async function recordTransfer(deps: WatchDeps, log: TransferLog, owners: Map<string, bigint>, head: bigint, minUnits: bigint): Promise<boolean> {
  const { db, wallet, clock } = deps;
  const chainId = wallet.config.chainId;
  if (log.removed) return false;
  if (log.contract.toLowerCase() !== wallet.config.usdtContract.toLowerCase()) return false;
  const userId = owners.get(log.to.toLowerCase());
  if (userId === undefined || log.value <= 0n) return false;
  const [known] = await db
    .select({ id: chainDeposits.id, status: chainDeposits.status, depositId: chainDeposits.depositId })
    .from(chainDeposits)
    .where(
      and(
        eq(chainDeposits.chainId, chainId),
        eq(chainDeposits.txHash, log.txHash),
        eq(chainDeposits.logIndex, log.logIndex),
        eq(chainDeposits.blockHash, log.blockHash),
      ),
    );
  if (known) return known.status === 'reorged' ? reviveObservation(deps, { ...known, userId }, head) : false;
  if ((await deps.node.receipt(log.txHash))?.success !== true) return false;
  const belowMinimum = log.value < minUnits;
  return db.transaction(async (tx) => {
    const depositId = await openChainDeposit(tx, clock, {
      userId,
      asset: wallet.asset,
      chain: 'ERC20',
      amount: log.value,
      reference: `chain:${chainId}:${log.txHash}:${log.logIndex}:${log.blockHash}`.slice(0, 200),
    });
    const [row] = await tx
      .insert(chainDeposits)
      .values({
        chainId,
        txHash: log.txHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        token: log.contract,
        fromAddress: log.from,
        toAddress: log.to,
        userId,
        depositId,
        asset: wallet.asset,
        amount: log.value.toString(),
        status: belowMinimum ? 'below_minimum' : 'seen',
        confirmations: Number(head - log.blockNumber + 1n),
        seenAt: clock.now(),
        settledAt: belowMinimum ? clock.now() : null,
      })
      .onConflictDoNothing()
      .returning({ id: chainDeposits.id });
    if (!row) return false;
    if (belowMinimum) await closeChainDeposit(tx, clock, { depositId, reason: 'below_minimum' });
    await notifyChainDeposit(tx, { userId, id: row.id });
    return true;
  });
}

/**
 * The node shows again, in the very block it was first seen in, a transfer marked reorged: the chain
 * switched back. The observation is open again (seen, its funding deposit processing) unless another
 * observation of the same transfer was credited meanwhile; settleChainDeposits then credits it once.
 */
async function reviveObservation(deps: WatchDeps, observation: { id: bigint; depositId: bigint; userId: bigint }, head: bigint): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [revived] = await tx
      .update(chainDeposits)
      .set({ status: 'seen', settledAt: null, confirmations: sql`(${head.toString()}::bigint - ${chainDeposits.blockNumber} + 1)::int` })
      .where(
        and(
          eq(chainDeposits.id, observation.id),
          eq(chainDeposits.status, 'reorged'),
          sql`not exists (select 1 from chain_deposits paid where paid.chain_id = ${chainDeposits.chainId} and paid.tx_hash = ${chainDeposits.txHash}
                and paid.log_index = ${chainDeposits.logIndex} and paid.status = 'credited')`,
        ),
      )
      .returning({ id: chainDeposits.id });
    if (!revived) return false;
    await reopenChainDeposit(tx, { depositId: observation.depositId });
    await notifyChainDeposit(tx, { userId: observation.userId, id: observation.id });
    return true;
  });
}
