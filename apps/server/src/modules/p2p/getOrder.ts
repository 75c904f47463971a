import { fail, ok, type P2pOrderView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findPartyOrder } from './orderRecords.js';
import { orderView } from './orderView.js';

/** web/p2pOrder: one order of the caller's; others' orders answer `p2p_order_unknown` like missing ones. */
export async function getOrder(db: DbOrTx, clock: Clock, input: { userId: bigint; orderId: bigint }): Promise<Result<P2pOrderView>> {
  const order = await findPartyOrder(db, input.userId, input.orderId);
  return order ? ok(await orderView(db, clock, order, input.userId)) : fail('p2p_order_unknown', { field: 'id' });
}
