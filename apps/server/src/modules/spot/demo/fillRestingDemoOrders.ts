import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { orderFromRow } from '../persistence.js';
import type { SpotWriter } from '../spotWriter.js';
import { isFilled, postDemoFills, releaseDemoOrder, saveDemoOrder, walkFor } from './demoFills.js';

/**
 * The `spot.demo-resting` job: each resting demo limit order whose limit the book now reaches fills
 * against the visible depth as it stands (as the maker it was), the rest keeps resting. Each order
 * is handled in its own transaction under its row lock, so a cancel racing the job is applied once.
 */
export async function fillRestingDemoOrders(deps: { db: DbOrTx; exchange: SpotWriter }): Promise<{ filled: number }> {
  const open = await deps.db.execute<{ id: string }>(sql`select id::text from demo_spot_orders where status in ('pending', 'trading') order by id`);
  let filled = 0;
  for (const { id } of open.rows) {
    const changed = await deps.db.transaction(async (tx) => {
      const row = (await tx.execute<Record<string, string | null>>(sql`select * from demo_spot_orders where id = ${id} for update`)).rows[0];
      if (!row) return false;
      const order = orderFromRow(row);
      if (order.status !== 'pending' && order.status !== 'trading') return false;
      const market = deps.exchange.view.markets.get(order.symbol);
      if (!market) return false;
      const fills = walkFor(market, order);
      if (fills.length === 0) return false;
      const after = await postDemoFills(tx, deps.exchange.clock, market.rules, order, fills, 'maker');
      const done = isFilled(after);
      if (done) await releaseDemoOrder(tx, market.rules, after);
      await saveDemoOrder(tx, deps.exchange.clock, done ? { ...after, frozenLeft: 0n } : after, done ? 'closed' : 'trading', done ? 'filled' : null);
      return true;
    });
    if (changed) filled++;
  }
  return { filled };
}
