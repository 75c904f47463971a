import { and, eq, gte } from 'drizzle-orm';
import type { WatchDeps } from './recordTransfers.js';
import { chainAlerts, chainDeposits } from './schema.js';

/** How far below the head credited deposits are still checked: well past any reorg a confirmation count is meant to cover. */
export function watchDepth(required: number): bigint {
  return BigInt(Math.max(4 * required, 64));
}

/**
 * Credited deposits in the last blocks: if the block a credit was based on is no longer at its height
 * (a reorg deeper than the confirmations), staff get an alert, once per deposit. Nothing is reversed
 * automatically: the credit may already be spent, and the transfer may be in the new chain too.
 */
export async function watchCreditedDeposits(deps: WatchDeps, head: bigint, required: number): Promise<number> {
  const { db, wallet } = deps;
  const floor = head - watchDepth(required);
  const credited = await db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, wallet.config.chainId), eq(chainDeposits.status, 'credited'), gte(chainDeposits.blockNumber, floor)));
  let raised = 0;
  for (const deposit of credited) {
    const current = await deps.node.blockHashAt(deposit.blockNumber);
    if (current === null || current.toLowerCase() === deposit.blockHash.toLowerCase()) continue;
    const [alert] = await db
      .insert(chainAlerts)
      .values({
        kind: 'credited_deposit_reorged',
        chainDepositId: deposit.id,
        detail: { block_number: String(deposit.blockNumber), credited_block_hash: deposit.blockHash, current_block_hash: current },
        raisedAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: chainAlerts.id });
    if (alert) raised++;
  }
  return raised;
}
