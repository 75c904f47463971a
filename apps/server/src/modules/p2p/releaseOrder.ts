import { fail, ok, type P2pOrderStatus, type P2pOrderView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { checkTransactionPassword } from '../identity/index.js';
import { postUserMessage } from '../messaging/index.js';
import { postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { findPartyOrder, lockOrder } from './orderRecords.js';
import { canRelease, roleOf } from './orderRules.js';
import { orderView } from './orderView.js';
import { settleEscrow } from './settleEscrow.js';

/**
 * web/p2pRelease: the seller confirms the fiat arrived and the escrow goes to the buyer. The
 * transaction password is checked as for a withdrawal (the same check, its failures counted and
 * locked outside the release's transaction, so a refused release still counts a wrong try). A
 * release during an appeal ends it: the order completes, the appeal stays on record undecided.
 */
export async function releaseOrder(db: DbOrTx, clock: Clock, input: { userId: bigint; orderId: bigint; tpwd: string }): Promise<Result<P2pOrderView>> {
  const seen = await findPartyOrder(db, input.userId, input.orderId);
  if (!seen) return fail('p2p_order_unknown', { field: 'id' });
  const refused = refusal(seen.status, roleOf(seen, input.userId));
  if (refused) return refused;
  const password = await checkTransactionPassword(db, clock, { userId: input.userId, tpwd: input.tpwd });
  if (!password.ok) return password;
  const released = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) return fail('p2p_order_unknown', { field: 'id' });
    // Re-checked under the lock: a cancel or an expiry may have ended the order meanwhile.
    const late = refusal(order.status, roleOf(order, input.userId));
    if (late) return late;
    const row = await settleEscrow(tx, clock, { order, outcome: 'released', status: 'completed', actor: `user:${input.userId}` });
    await postSystemLine(tx, clock, row, 'released');
    await postUserMessage(tx, clock, { userId: row.buyerId, kind: 'p2p_order_released', params: orderInboxParams(row) });
    return ok(row);
  });
  return released.ok ? ok(await orderView(db, clock, released.value, input.userId)) : released;
}

function refusal(status: P2pOrderStatus, role: ReturnType<typeof roleOf>): Result<never> | undefined {
  return role && canRelease({ status }, role) ? undefined : fail('p2p_state_invalid', { status });
}
