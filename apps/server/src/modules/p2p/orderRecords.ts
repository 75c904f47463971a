import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { roleOf } from './orderRules.js';
import { type P2pOrderRow, p2pOrders } from './schema.js';

/** The order, locked for the rest of the caller's transaction: every change of an order's state happens under this lock. */
export async function lockOrder(tx: DbOrTx, orderId: bigint): Promise<P2pOrderRow | undefined> {
  const [row] = await tx.select().from(p2pOrders).where(eq(p2pOrders.id, orderId)).for('update');
  return row;
}

export async function findOrder(db: DbOrTx, orderId: bigint): Promise<P2pOrderRow | undefined> {
  const [row] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, orderId));
  return row;
}

/** The order if the user is its buyer or seller; others' orders are indistinguishable from missing ones. */
export async function findPartyOrder(db: DbOrTx, userId: bigint, orderId: bigint): Promise<P2pOrderRow | undefined> {
  const order = await findOrder(db, orderId);
  return order && roleOf(order, userId) ? order : undefined;
}
