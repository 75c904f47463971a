import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type EarnOrderRow, earnOrders } from './schema.js';

/** The user's own order; another user's id finds nothing, exactly like a missing one. */
export async function findOwnOrder(db: DbOrTx, userId: bigint, orderId: bigint): Promise<EarnOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(earnOrders)
    .where(and(eq(earnOrders.id, orderId), eq(earnOrders.userId, userId)));
  return order;
}
