import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderFromRow } from '../persistence.js';
import type { LiveOrder } from '../state.js';

/** One demo order of the user's, by id or client order id (the same columns as spot_orders). */
export async function readDemoOrder(db: DbOrTx, userId: bigint, key: { id: bigint } | { clientOrderId: string }, lock = false): Promise<LiveOrder | undefined> {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`client_order_id = ${key.clientOrderId}`;
  const result = await db.execute<Record<string, string | null>>(
    sql`select * from demo_spot_orders where user_id = ${userId} and ${where}${lock ? sql` for update` : sql``}`,
  );
  const row = result.rows[0];
  return row ? orderFromRow(row) : undefined;
}
