import { and, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { earnOrders } from './schema.js';

export interface ProductHolding {
  /** Orders in custody or awaiting payout. */
  orders: number;
  principal: bigint;
  accrued: bigint;
}

const EMPTY: ProductHolding = { orders: 0, principal: 0n, accrued: 0n };

/** What real users hold under each product (orders in custody or awaiting payout): capacity used and interest owed. */
export async function productHoldings(db: DbOrTx): Promise<(productId: bigint) => ProductHolding> {
  const rows = await db
    .select({
      productId: earnOrders.productId,
      orders: sql<number>`count(*)::int`,
      principal: sql<string>`coalesce(sum(${earnOrders.principal}), 0)::text`,
      accrued: sql<string>`coalesce(sum(${earnOrders.accrued}), 0)::text`,
    })
    .from(earnOrders)
    .where(and(inArray(earnOrders.status, ['custody', 'redeeming']), gt(earnOrders.userId, 0n)))
    .groupBy(earnOrders.productId);
  const byProduct = new Map(rows.map((row) => [row.productId, { orders: row.orders, principal: BigInt(row.principal), accrued: BigInt(row.accrued) }]));
  return (productId) => byProduct.get(productId) ?? EMPTY;
}
