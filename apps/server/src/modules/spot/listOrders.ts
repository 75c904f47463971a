import { isDemoUserId, type OrderStatus, type Paged, type SpotOrder } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rulesOf } from './marketViews.js';
import { orderFromRow } from './persistence.js';
import type { SpotWriter } from './spotWriter.js';
import { orderView } from './state.js';

type Row = Record<string, string | null>;

/** web/getOrders: open (pending, trading) or history (closed, withdrawn), newest first. */
export async function listOrders(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  filter: { scope: 'open' | 'history'; symbol?: string; status?: OrderStatus; page: number; limit: number },
): Promise<Paged<SpotOrder>> {
  // A demo identity's orders have the same columns in their own table (spot/demo).
  const table = sql.raw(isDemoUserId(userId) ? 'demo_spot_orders' : 'spot_orders');
  const statuses = filter.status ? [filter.status] : filter.scope === 'open' ? ['pending', 'trading'] : ['closed', 'withdrawn'];
  const where = sql`user_id = ${userId} and status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})${filter.symbol ? sql` and symbol = ${filter.symbol}` : sql``}`;
  const [rows, count] = await Promise.all([
    deps.db.execute<Row>(sql`select * from ${table} where ${where} order by id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
    deps.db.execute<{ total: string }>(sql`select count(*)::text as total from ${table} where ${where}`),
  ]);
  const list = rows.rows.map((r) => {
    const order = orderFromRow(r);
    // Demo orders (their own table) record no rulebook version.
    return { ...orderView(order, rulesOf(deps.exchange, order.symbol)), rule_version: r.rule_version ?? null };
  });
  return { list, total: Number(count.rows[0]?.total ?? 0) };
}
