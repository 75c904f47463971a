import { isDemoUserId, type SpotOrder } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { readDemoOrder } from './demo/readDemoOrder.js';
import { rulesOf } from './marketViews.js';
import { findOrdersByClientIds } from './orderLookups.js';
import type { SpotWriter } from './spotWriter.js';
import { orderView } from './state.js';

/**
 * The committed order a user placed under a client order id, if any: lets a caller that places
 * orders on the user's behalf (flash exchange) learn what an earlier attempt did, even when its
 * own record of that attempt never committed.
 */
export async function findOrderByClientId(deps: { db: DbOrTx; exchange: SpotWriter }, userId: bigint, clientOrderId: string): Promise<SpotOrder | undefined> {
  const order = isDemoUserId(userId)
    ? await readDemoOrder(deps.db, userId, { clientOrderId })
    : (await findOrdersByClientIds(deps.db, [{ userId, clientOrderId }])).get(`${userId}:${clientOrderId}`);
  return order ? orderView(order, rulesOf(deps.exchange, order.symbol)) : undefined;
}
