import { formatUnits, type MyTrade, type Paged } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { rulesOf } from '../marketViews.js';
import type { SpotWriter } from '../spotWriter.js';

type Row = Record<string, string | null>;

/** web/getMyTrades for a demo identity: its simulated fills. */
export async function listDemoTrades(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  filter: { symbol?: string; side?: 'buy' | 'sell'; from?: string; to?: string; page: number; limit: number },
): Promise<Paged<MyTrade>> {
  const where = sql`user_id = ${userId}${filter.symbol ? sql` and symbol = ${filter.symbol}` : sql``}${filter.side ? sql` and side = ${filter.side}` : sql``}${
    filter.from ? sql` and created_at >= ${new Date(filter.from).toISOString()}` : sql``
  }${filter.to ? sql` and created_at <= ${new Date(filter.to).toISOString()}` : sql``}`;
  const [rows, count] = await Promise.all([
    deps.db.execute<Row>(sql`select * from demo_spot_fills where ${where} order by id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
    deps.db.execute<{ total: string }>(sql`select count(*)::text as total from demo_spot_fills where ${where}`),
  ]);
  const list = rows.rows.map((r): MyTrade => {
    const rules = rulesOf(deps.exchange, String(r.symbol));
    const side = r.side === 'buy' ? 'buy' : 'sell';
    return {
      id: String(r.id),
      order_id: String(r.order_id),
      symbol: String(r.symbol),
      side,
      role: r.role === 'maker' ? 'maker' : 'taker',
      price: formatUnits(BigInt(String(r.price)), rules.quoteScale),
      quantity: formatUnits(BigInt(String(r.quantity)), rules.baseScale),
      amount: formatUnits(BigInt(String(r.amount)), rules.quoteScale),
      fee: formatUnits(BigInt(String(r.fee)), side === 'buy' ? rules.baseScale : rules.quoteScale),
      fee_asset: String(r.fee_asset),
      time: new Date(String(r.created_at)).toISOString(),
    };
  });
  return { list, total: Number(count.rows[0]?.total ?? 0) };
}
