import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>:<orderId>` when a delivery order is placed or settles (on commit only). */
export const DELIVERY_CHANNEL = 'delivery_changed';

export async function notifyDeliveryChanged(tx: DbOrTx, order: { userId: bigint; id: bigint }): Promise<void> {
  await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, ${`${order.userId}:${order.id}`})`);
}
