import { fail, ok, type Result, type SpotOrder } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { rulesOf } from '../marketViews.js';
import type { SpotWriter } from '../spotWriter.js';
import { orderView } from '../state.js';
import { releaseDemoOrder, saveDemoOrder } from './demoFills.js';
import { readDemoOrder } from './readDemoOrder.js';

/** web/cancelOrder for a demo identity: ends a resting demo order and releases what it holds. */
export async function cancelDemoOrder(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  orderId: bigint,
): Promise<Result<SpotOrder, 'order_unknown' | 'order_closed'>> {
  return deps.db.transaction(async (tx) => {
    const order = await readDemoOrder(tx, userId, { id: orderId }, true);
    if (!order) return fail('order_unknown');
    if (order.status === 'closed' || order.status === 'withdrawn') return fail('order_closed');
    const rules = rulesOf(deps.exchange, order.symbol);
    await releaseDemoOrder(tx, rules, order);
    await saveDemoOrder(tx, deps.exchange.clock, { ...order, frozenLeft: 0n }, order.filledQuantity > 0n ? 'closed' : 'withdrawn', 'cancelled');
    const saved = await readDemoOrder(tx, userId, { id: orderId });
    if (!saved) throw new Error('demo order vanished');
    return ok(orderView(saved, rules));
  });
}

/** web/cancelAllOrders for a demo identity (and the demo reset): every open demo order, in one market or all. */
export async function cancelAllDemoOrders(deps: { db: DbOrTx; exchange: SpotWriter }, userId: bigint, symbol?: string): Promise<number> {
  const open = await deps.db.execute<{ id: string }>(
    sql`select id::text from demo_spot_orders where user_id = ${userId} and status in ('pending', 'trading')${symbol ? sql` and symbol = ${symbol}` : sql``} order by id`,
  );
  let cancelled = 0;
  for (const row of open.rows) if ((await cancelDemoOrder(deps, userId, BigInt(row.id))).ok) cancelled++;
  return cancelled;
}
