import { and, asc, eq, sql } from 'drizzle-orm';
import { closeChainDeposit, creditChainDeposit } from '../funding/index.js';
import { chainKeys } from './chainKeys.js';
import { notifyChainDeposit } from './chainNotices.js';
import type { WatchDeps } from './recordTransfers.js';
import { chainDeposits } from './schema.js';

type SeenDeposit = typeof chainDeposits.$inferSelect;

/**
 * Every deposit seen and not yet settled: its block hash at its height is read again from the node.
 * A different block there → the transfer was reorged away: marked so, its funding deposit closed,
 * never credited (if the new chain carries it, recordTransfers records that as its own observation).
 * The same block with `confirmations` blocks on top (its own included) → credited, once. Otherwise its
 * count of confirmations is brought up to date. Answers what changed.
 */
export async function settleChainDeposits(deps: WatchDeps, head: bigint, required: number): Promise<{ credited: number; reorged: number }> {
  const { db, wallet } = deps;
  const open = await db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, wallet.config.chainId), eq(chainDeposits.status, 'seen')))
    .orderBy(asc(chainDeposits.blockNumber), asc(chainDeposits.id));
  const hashes = new Map<bigint, string | null>();
  const hashAt = async (height: bigint) => {
    if (!hashes.has(height)) hashes.set(height, await deps.node.blockHashAt(height));
    return hashes.get(height) ?? null;
  };
  const result = { credited: 0, reorged: 0 };
  for (const deposit of open) {
    const current = await hashAt(deposit.blockNumber);
    // No block at that height right now (the node's chain is shorter): nothing can be said yet.
    if (current === null) continue;
    if (current.toLowerCase() !== deposit.blockHash.toLowerCase()) {
      if (await markReorged(deps, deposit)) result.reorged++;
      continue;
    }
    const confirmations = Number(head - deposit.blockNumber + 1n);
    if (confirmations >= required) {
      if (await credit(deps, deposit, confirmations)) result.credited++;
    } else if (confirmations !== deposit.confirmations) {
      await db.transaction(async (tx) => {
        await tx
          .update(chainDeposits)
          .set({ confirmations })
          .where(and(eq(chainDeposits.id, deposit.id), eq(chainDeposits.status, 'seen')));
        await notifyChainDeposit(tx, deposit);
      });
    }
  }
  return result;
}

async function markReorged(deps: WatchDeps, deposit: SeenDeposit): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(chainDeposits)
      .set({ status: 'reorged', settledAt: deps.clock.now() })
      .where(and(eq(chainDeposits.id, deposit.id), eq(chainDeposits.status, 'seen')))
      .returning({ id: chainDeposits.id });
    if (!changed) return false;
    await closeChainDeposit(tx, deps.clock, { depositId: deposit.depositId, reason: 'chain_reorged' });
    await notifyChainDeposit(tx, deposit);
    return true;
  });
}

/**
 * The credit, exactly once: under the row's lock and only while it is still `seen`; no other
 * observation of the same (chain, tx hash, log index) credited before (then this one is a duplicate
 * and is closed as reorged: the transfer is already paid); the posting keyed by that triple; the
 * row and its funding deposit changed in the same transaction.
 */
async function credit(deps: WatchDeps, deposit: SeenDeposit, confirmations: number): Promise<boolean> {
  const key = chainKeys.depositCredit(deposit);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(chainDeposits).where(eq(chainDeposits.id, deposit.id)).for('update');
    if (locked?.status !== 'seen') return false;
    const paid = await tx.execute(
      sql`select 1 from chain_deposits where chain_id = ${deposit.chainId} and tx_hash = ${deposit.txHash} and log_index = ${deposit.logIndex} and status = 'credited'`,
    );
    if (paid.rows.length > 0) {
      await tx.update(chainDeposits).set({ status: 'reorged', settledAt: deps.clock.now() }).where(eq(chainDeposits.id, deposit.id));
      await closeChainDeposit(tx, deps.clock, { depositId: deposit.depositId, reason: 'chain_reorged' });
      return false;
    }
    const credited = await creditChainDeposit(tx, deps.clock, { depositId: deposit.depositId, idempotencyKey: key, memo: `USDT ERC20 ${deposit.txHash}` });
    await tx.update(chainDeposits).set({ status: 'credited', confirmations, settledAt: deps.clock.now() }).where(eq(chainDeposits.id, deposit.id));
    await notifyChainDeposit(tx, deposit);
    return credited;
  });
}
