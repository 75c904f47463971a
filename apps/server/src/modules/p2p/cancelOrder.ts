import { fail, ok, type P2pOrderView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { lockOrder } from './orderRecords.js';
import { canCancel, roleOf } from './orderRules.js';
import { orderView } from './orderView.js';
import { settleEscrow } from './settleEscrow.js';

/**
 * web/p2pCancel: the buyer cancels while the escrow is held (unpaid, paid, or under appeal); the
 * escrow returns to the seller. Counted against the buyer's daily cancellation limit.
 */
export async function cancelOrder(db: DbOrTx, clock: Clock, input: { userId: bigint; orderId: bigint }): Promise<Result<P2pOrderView>> {
  const cancelled = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const role = order ? roleOf(order, input.userId) : undefined;
    if (!order || !role) return fail('p2p_order_unknown', { field: 'id' });
    if (!canCancel(order, role)) return fail('p2p_state_invalid', { status: order.status });
    const row = await settleEscrow(tx, clock, { order, outcome: 'returned', status: 'cancelled', cancelReason: 'buyer', actor: `user:${input.userId}` });
    await postSystemLine(tx, clock, row, 'cancelled');
    await postUserMessage(tx, clock, { userId: row.sellerId, kind: 'p2p_order_cancelled', params: orderInboxParams(row) });
    return ok(row);
  });
  return cancelled.ok ? ok(await orderView(db, clock, cancelled.value, input.userId)) : cancelled;
}
