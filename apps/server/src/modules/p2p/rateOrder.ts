import { fail, ok, type P2pOrderView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { lockOrder } from './orderRecords.js';
import { canRate, counterpartyOf, RATEABLE, roleOf } from './orderRules.js';
import { orderView } from './orderView.js';
import { notifyOrderChanged } from './p2pEvents.js';
import { p2pRatings } from './schema.js';

export interface RateOrderInput {
  userId: bigint;
  orderId: bigint;
  positive: boolean;
  comment: string;
}

/**
 * web/p2pRate: each party rates the other once, after the order completed or was decided. The
 * ratings' primary key (order, rater) is the backstop under the order's row lock.
 */
export async function rateOrder(db: DbOrTx, clock: Clock, input: RateOrderInput): Promise<Result<P2pOrderView>> {
  const rated = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const role = order ? roleOf(order, input.userId) : undefined;
    if (!order || !role) return fail('p2p_order_unknown', { field: 'id' });
    if (!RATEABLE.includes(order.status)) return fail('p2p_state_invalid', { status: order.status });
    const inserted = await tx
      .insert(p2pRatings)
      .values({
        orderId: order.id,
        raterId: input.userId,
        rateeId: counterpartyOf(order, role),
        positive: input.positive,
        comment: input.comment,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ orderId: p2pRatings.orderId });
    if (!canRate(order, inserted.length === 0)) return fail('p2p_already_rated');
    await notifyOrderChanged(tx, order);
    return ok(order);
  });
  return rated.ok ? ok(await orderView(db, clock, rated.value, input.userId)) : rated;
}
