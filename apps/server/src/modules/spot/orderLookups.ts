import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { orderFromRow } from './persistence.js';
import type { LiveOrder } from './state.js';

type Row = Record<string, string | null>;

/**
 * The statement finding the orders already placed under these (user, client order id) keys, and
 * the reading of its rows by `user:client_order_id`; the writer sends it with its batch's locks.
 */
export function clientOrderLookup(keys: Array<{ userId: bigint; clientOrderId: string }>): SQL | undefined {
  if (keys.length === 0) return undefined;
  return sql`
    select o.* from spot_orders o
    join unnest(${pgArray(keys.map((k) => k.userId))}::bigint[], ${pgArray(keys.map((k) => k.clientOrderId))}::text[]) as k(user_id, client_order_id)
      on o.user_id = k.user_id and o.client_order_id = k.client_order_id`;
}

export function ordersByClientKey(rows: Row[]): Map<string, LiveOrder> {
  return new Map(rows.map((r) => [`${r.user_id}:${r.client_order_id}`, orderFromRow(r)]));
}

/** The orders already placed under these (user, client order id) keys, by `user:client_order_id`. */
export async function findOrdersByClientIds(db: DbOrTx, keys: Array<{ userId: bigint; clientOrderId: string }>): Promise<Map<string, LiveOrder>> {
  const statement = clientOrderLookup(keys);
  if (!statement) return new Map();
  return ordersByClientKey((await db.execute<Row>(statement)).rows);
}

/** One of the user's orders; another user's order is not found. */
export async function findOrder(db: DbOrTx, userId: bigint, orderId: bigint): Promise<LiveOrder | undefined> {
  const rows = await db.execute<Row>(sql`select * from spot_orders where id = ${orderId} and user_id = ${userId}`);
  return rows.rows[0] ? orderFromRow(rows.rows[0]) : undefined;
}
