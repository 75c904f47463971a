import type { WithdrawalRecord } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { listWithdrawals } from './listWithdrawals.js';

/** web/getWithdrawals: the user's own withdrawal requests, without the desk's fields (who reviewed, whose). */
export async function listUserWithdrawals(
  db: DbOrTx,
  options: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: WithdrawalRecord[]; total: number }> {
  const { items, total } = await listWithdrawals(db, options);
  return { total, items: items.map(({ user_id: _user, reviewed_by: _reviewer, ...own }) => own) };
}
