import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type DeliveryProductAnswer, productAnswer } from './orderView.js';
import { deliveryProducts } from './schema.js';

/** web/getDeliveryProducts: the active durations, shortest first, with payout, bounds and the tie rule. */
export async function listDeliveryProducts(db: DbOrTx): Promise<DeliveryProductAnswer[]> {
  const rows = await db.select().from(deliveryProducts).where(eq(deliveryProducts.active, true)).orderBy(asc(deliveryProducts.durationSeconds));
  return rows.map(productAnswer);
}
