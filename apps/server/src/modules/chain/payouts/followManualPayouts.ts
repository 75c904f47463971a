import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChainNode } from '../../../platform/chain/chainNode.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/client.js';
import { raisePayoutAlert } from './payoutAlerts.js';
import { chainPayouts } from './schema.js';

/** How far back a hand-paid withdrawal is picked up (older ones were paid before chain mode watched them). */
const MANUAL_LOOKBACK_MS = 7 * 24 * 3_600_000;

/**
 * Part of the `chain.follow-outgoing` job: a USDT withdrawal finance paid by hand from the cold
 * wallet (payWithdrawal with its hash) is posted at once, as before; the watcher then follows that
 * hash too. Its confirmations are counted on the desk, and a hash that reverted is flagged for staff
 * (the posting stays: finance said it was paid, and a person must look). A hash the node does not
 * know stays 'sent' and is shown as such.
 */
export async function followManualPayouts(
  db: Database,
  clock: Clock,
  input: { node: ChainNode; chainId: number; confirmationsNeeded: number },
): Promise<number> {
  const since = new Date(clock.now().getTime() - MANUAL_LOOKBACK_MS);
  await db.execute(sql`
    insert into chain_payouts (withdrawal_id, source, chain_id, amount, tx_hash, status, queued_by, queued_at)
    select w.id, 'manual', ${input.chainId}, w.amount - least(w.fee, w.amount), w.tx_hash, 'sent', coalesce(w.reviewed_by, ''), coalesce(w.reviewed_at, w.created_at)
      from withdrawals w
     where w.method = 'chain' and w.asset = 'USDT' and w.chain = 'ERC20' and w.status = 'success' and w.tx_hash ~ '^0x[0-9a-fA-F]{64}$'
       and w.reviewed_at >= ${since}
       and not exists (select 1 from chain_payouts c where c.withdrawal_id = w.id)
    on conflict do nothing`);
  const open = await db
    .select()
    .from(chainPayouts)
    .where(and(eq(chainPayouts.chainId, input.chainId), eq(chainPayouts.source, 'manual'), inArray(chainPayouts.status, ['sent', 'mined'])));
  if (open.length === 0) return 0;
  const head = await input.node.headNumber();
  let settled = 0;
  for (const payout of open) {
    const receipt = await input.node.receipt(payout.txHash);
    if (!receipt) continue;
    const confirmations = Number(head - receipt.blockNumber + 1n);
    const done = confirmations >= input.confirmationsNeeded;
    const status = !done ? 'mined' : receipt.success ? 'confirmed' : 'reverted';
    await db.transaction(async (tx) => {
      await tx.update(chainPayouts).set({ status, confirmations }).where(eq(chainPayouts.withdrawalId, payout.withdrawalId));
      if (status === 'reverted') {
        await raisePayoutAlert(tx, clock, {
          kind: 'manual_payout_reverted',
          subject: `withdrawal:${payout.withdrawalId}`,
          detail: { withdrawal_id: String(payout.withdrawalId), tx_hash: payout.txHash },
        });
      }
    });
    if (done) settled += 1;
  }
  return settled;
}
