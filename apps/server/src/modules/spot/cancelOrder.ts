import { fail, isDemoUserId, ok, type Result, type SpotOrder } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { cancelDemoOrder } from './demo/cancelDemoOrders.js';
import { findOrder } from './orderLookups.js';
import type { SpotWriter } from './spotWriter.js';
import { type LiveOrder, orderView } from './state.js';

/**
 * web/cancelOrder. Another user's order answers exactly like a missing one, so ids reveal
 * nothing; an order that already ended answers `order_closed`.
 */
export async function cancelOrder(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  orderId: bigint,
): Promise<Result<SpotOrder, 'order_unknown' | 'order_closed' | 'order_not_accepted'>> {
  if (isDemoUserId(userId)) return cancelDemoOrder(deps, userId, orderId);
  const stored = await findOrder(deps.db, userId, orderId);
  if (!stored) return fail('order_unknown');
  if (stored.status === 'closed' || stored.status === 'withdrawn') return fail('order_closed');
  const answer = await deps.exchange.submit({ type: 'cancel', userId, orderId });
  if (!answer.ok) return answer as Result<never, 'order_unknown' | 'order_closed' | 'order_not_accepted'>;
  const order = answer.value as LiveOrder;
  const market = deps.exchange.view.markets.get(order.symbol);
  if (!market) return fail('order_unknown');
  return ok(orderView(order, market.rules));
}
