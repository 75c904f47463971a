import type { DepositRecord } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listDeposits } from './listDeposits.js';

/** web/getDeposits: the user's own deposit claims, without the desk's fields (who reviewed, whose). */
export async function listUserDeposits(
  db: DbOrTx,
  options: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: DepositRecord[]; total: number }> {
  const { items, total } = await listDeposits(db, options);
  return { total, items: items.map(({ user_id: _user, reviewed_by: _reviewer, ...own }) => own) };
}
