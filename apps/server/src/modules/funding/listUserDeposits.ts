import type { DepositRecord } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listDeposits } from './listDeposits.js';

/** web/getDeposits: the user's own deposit claims, with only the owner's fields (not who reviewed, not the desk's extras). */
export async function listUserDeposits(
  db: DbOrTx,
  options: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: DepositRecord[]; total: number }> {
  const { items, total } = await listDeposits(db, options);
  return {
    total,
    items: items.map((d) => ({
      id: d.id,
      asset: d.asset,
      chain: d.chain,
      amount: d.amount,
      description: d.description,
      source: d.source,
      status: d.status,
      reason: d.reason,
      created_at: d.created_at,
      reviewed_at: d.reviewed_at,
    })),
  };
}
