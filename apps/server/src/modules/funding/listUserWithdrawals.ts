import type { WithdrawalRecord } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listWithdrawals } from './listWithdrawals.js';

/** web/getWithdrawals: the user's own withdrawal requests, with only the owner's fields (not who reviewed, not the desk's extras). */
export async function listUserWithdrawals(
  db: DbOrTx,
  options: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: WithdrawalRecord[]; total: number }> {
  const { items, total } = await listWithdrawals(db, options);
  return {
    total,
    items: items.map((w) => ({
      id: w.id,
      method: w.method,
      asset: w.asset,
      chain: w.chain,
      address: w.address,
      tag: w.tag,
      amount: w.amount,
      fee: w.fee,
      arrive: w.arrive,
      status: w.status,
      reason: w.reason,
      tx_hash: w.tx_hash,
      bank: w.bank,
      created_at: w.created_at,
      reviewed_at: w.reviewed_at,
      on_chain: w.on_chain,
    })),
  };
}
