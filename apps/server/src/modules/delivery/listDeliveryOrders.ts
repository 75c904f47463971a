import type { DeliveryOrderView } from '@veritex/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { orderView } from './orderView.js';
import { deliveryOrders } from './schema.js';

/** web/getDeliveryOrders: the user's open contracts (positions with a countdown) or settled ones, newest first. */
export async function listDeliveryOrders(
  db: DbOrTx,
  userId: bigint,
  filter: { scope: 'open' | 'settled'; page: number; limit: number },
): Promise<{ list: DeliveryOrderView[]; total: number }> {
  const where = and(eq(deliveryOrders.userId, userId), filter.scope === 'open' ? eq(deliveryOrders.status, 'open') : ne(deliveryOrders.status, 'open'));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deliveryOrders)
      .where(where)
      .orderBy(desc(deliveryOrders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(deliveryOrders).where(where),
  ]);
  return { list: rows.map(orderView), total: total?.value ?? 0 };
}
