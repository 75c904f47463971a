import { formatUnits, isDemoUserId, type MyTrade, type Paged } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { listDemoTrades } from './demo/listDemoRecords.js';
import type { MarketRules } from './marketRules.js';
import { rulesOf } from './marketViews.js';
import { tradeFromRow } from './persistence.js';
import type { SpotWriter } from './spotWriter.js';
import type { TradeRecord } from './state.js';

type Row = Record<string, string | null>;

/** web/getMyTrades (`/dealList`): the user's fills as maker or taker, newest first. */
export async function listMyTrades(
  deps: { db: DbOrTx; exchange: SpotWriter },
  userId: bigint,
  filter: { symbol?: string; side?: 'buy' | 'sell'; from?: string; to?: string; page: number; limit: number },
): Promise<Paged<MyTrade>> {
  if (isDemoUserId(userId)) return listDemoTrades(deps, userId, filter);
  const conditions = [
    filter.symbol ? sql` and symbol = ${filter.symbol}` : sql``,
    // Normalised: JS reads "2026-02-30" as 2 March, PostgreSQL would refuse it.
    filter.from ? sql` and created_at >= ${new Date(filter.from).toISOString()}` : sql``,
    filter.to ? sql` and created_at <= ${new Date(filter.to).toISOString()}` : sql``,
  ];
  const sideOf = sql`case when maker_user_id = ${userId} then (case when taker_side = 'buy' then 'sell' else 'buy' end) else taker_side end`;
  const mine = sql`select *, ${sideOf} as my_side from spot_trades where (maker_user_id = ${userId} or taker_user_id = ${userId})${sql.join(conditions, sql``)}`;
  const sideFilter = filter.side ? sql` where my_side = ${filter.side}` : sql``;
  const [rows, count] = await Promise.all([
    deps.db.execute<Row>(sql`select * from (${mine}) t${sideFilter} order by id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
    deps.db.execute<{ total: string }>(sql`select count(*)::text as total from (${mine}) t${sideFilter}`),
  ]);
  const list = rows.rows.map((r) => myTrade(tradeFromRow(r), userId, rulesOf(deps.exchange, String(r.symbol))));
  return { list, total: Number(count.rows[0]?.total ?? 0) };
}

function myTrade(trade: TradeRecord, userId: bigint, rules: MarketRules): MyTrade {
  const maker = trade.makerUserId === userId;
  const side = maker ? (trade.takerSide === 'buy' ? 'sell' : 'buy') : trade.takerSide;
  return {
    id: trade.id.toString(),
    order_id: (maker ? trade.makerOrderId : trade.takerOrderId).toString(),
    symbol: trade.symbol,
    side,
    role: maker ? 'maker' : 'taker',
    price: formatUnits(trade.price, rules.quoteScale),
    quantity: formatUnits(trade.quantity, rules.baseScale),
    amount: formatUnits(trade.amount, rules.quoteScale),
    fee:
      side === 'buy'
        ? formatUnits(maker ? trade.makerFee : trade.takerFee, rules.baseScale)
        : formatUnits(maker ? trade.makerFee : trade.takerFee, rules.quoteScale),
    fee_asset: side === 'buy' ? rules.base : rules.quote,
    time: trade.at.toISOString(),
  };
}
