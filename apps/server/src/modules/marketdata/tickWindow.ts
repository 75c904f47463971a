import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { StoredTick } from './tickRecorder.js';

/** One page of the stored ticks of `symbol` in [from, to], oldest first, with the window's count. */
export async function ticksInWindow(
  db: DbOrTx,
  window: { symbol: string; from: Date; to: Date; offset: number; limit: number },
): Promise<{ ticks: StoredTick[]; total: number }> {
  const bounds = sql`symbol = ${window.symbol} and at >= ${window.from.toISOString()} and at <= ${window.to.toISOString()}`;
  const rows = await db.execute<{ at: Date; price: string; source: string }>(
    sql`select at, price, source from reference_ticks where ${bounds} order by at limit ${window.limit} offset ${window.offset}`,
  );
  const [count] = (await db.execute<{ total: string }>(sql`select count(*)::text as total from reference_ticks where ${bounds}`)).rows;
  return {
    ticks: rows.rows.map((row) => ({ at: new Date(row.at), priceUnits: BigInt(row.price), source: row.source })),
    total: Number(count?.total ?? 0),
  };
}

/** How many stored ticks of `symbol` lie in [from, at]: the 1-based position of the tick at or before `at` in its window. */
export async function countTicksBetween(db: DbOrTx, symbol: string, from: Date, at: Date): Promise<number> {
  const [row] = (
    await db.execute<{ n: string }>(
      sql`select count(*)::text as n from reference_ticks where symbol = ${symbol} and at >= ${from.toISOString()} and at <= ${at.toISOString()}`,
    )
  ).rows;
  return Number(row?.n ?? 0);
}
