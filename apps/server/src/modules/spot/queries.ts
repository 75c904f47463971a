import {
  type DepthSnapshot,
  formatUnits,
  type Kline,
  type KlineInterval,
  type MarketTicker,
  type MyTrade,
  type OrderStatus,
  type Paged,
  type PublicTrade,
  type SpotOrder,
} from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import type { SpotExchange } from './exchange.js';
import type { Candle } from './klines.js';
import { baseUnits, type MarketRules, priceUnits } from './marketRules.js';
import { orderFromRow, tradeFromRow } from './persistence.js';
import { type LiveOrder, type MarketState, orderView, type TradeRecord } from './state.js';

type Row = Record<string, string | null>;

export async function findOrderByClientId(db: DbOrTx, userId: bigint, clientOrderId: string): Promise<LiveOrder | undefined> {
  const rows = await db.execute<Row>(sql`select * from spot_orders where user_id = ${userId} and client_order_id = ${clientOrderId}`);
  return rows.rows[0] ? orderFromRow(rows.rows[0]) : undefined;
}

export async function findOrdersByClientIds(db: DbOrTx, keys: Array<{ userId: bigint; clientOrderId: string }>): Promise<Map<string, LiveOrder>> {
  if (keys.length === 0) return new Map();
  const rows = await db.execute<Row>(sql`
    select o.* from spot_orders o
    join unnest(${pgArray(keys.map((k) => k.userId))}::bigint[], ${pgArray(keys.map((k) => k.clientOrderId))}::text[]) as k(user_id, client_order_id)
      on o.user_id = k.user_id and o.client_order_id = k.client_order_id`);
  return new Map(rows.rows.map((r) => [`${r.user_id}:${r.client_order_id}`, orderFromRow(r)]));
}

export async function findOrder(db: DbOrTx, userId: bigint, orderId: bigint): Promise<LiveOrder | undefined> {
  const rows = await db.execute<Row>(sql`select * from spot_orders where id = ${orderId} and user_id = ${userId}`);
  return rows.rows[0] ? orderFromRow(rows.rows[0]) : undefined;
}

function rulesOf(exchange: SpotExchange, symbol: string): MarketRules {
  const market = exchange.view.markets.get(symbol);
  if (!market) throw new Error(`order of unknown market ${symbol}`);
  return market.rules;
}

/** web/getOrders: open (pending, trading) or history (closed, withdrawn), newest first. */
export async function listOrders(
  deps: { db: DbOrTx; exchange: SpotExchange },
  userId: bigint,
  filter: { scope: 'open' | 'history'; symbol?: string; status?: OrderStatus; page: number; limit: number },
): Promise<Paged<SpotOrder>> {
  const statuses = filter.status ? [filter.status] : filter.scope === 'open' ? ['pending', 'trading'] : ['closed', 'withdrawn'];
  const where = sql`user_id = ${userId} and status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})${filter.symbol ? sql` and symbol = ${filter.symbol}` : sql``}`;
  const [rows, count] = await Promise.all([
    deps.db.execute<Row>(sql`select * from spot_orders where ${where} order by id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`),
    deps.db.execute<{ total: string }>(sql`select count(*)::text as total from spot_orders where ${where}`),
  ]);
  const list = rows.rows.map((r) => {
    const order = orderFromRow(r);
    return orderView(order, rulesOf(deps.exchange, order.symbol));
  });
  return { list, total: Number(count.rows[0]?.total ?? 0) };
}

/** web/getMyTrades (`/dealList`): the user's fills as maker or taker, newest first. */
export async function listMyTrades(
  deps: { db: DbOrTx; exchange: SpotExchange },
  userId: bigint,
  filter: { symbol?: string; side?: 'buy' | 'sell'; from?: string; to?: string; page: number; limit: number },
): Promise<Paged<MyTrade>> {
  const conditions = [
    filter.symbol ? sql` and symbol = ${filter.symbol}` : sql``,
    filter.from ? sql` and created_at >= ${filter.from}` : sql``,
    filter.to ? sql` and created_at <= ${filter.to}` : sql``,
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

export function publicTrade(trade: TradeRecord, rules: MarketRules): PublicTrade {
  return {
    id: trade.id.toString(),
    price: formatUnits(trade.price, rules.quoteScale),
    quantity: formatUnits(trade.quantity, rules.baseScale),
    side: trade.takerSide,
    time: trade.at.toISOString(),
  };
}

/** Newest first, from memory (the writer keeps the last hundred per market). */
export function recentTrades(market: MarketState, limit: number): PublicTrade[] {
  return market.recentTrades
    .slice(-limit)
    .reverse()
    .map((t) => publicTrade(t, market.rules));
}

export function depthSnapshot(market: MarketState, limit: number, now: Date): DepthSnapshot {
  const { rules } = market;
  const depth = market.book.depth(limit);
  const level = (l: { priceTicks: number; quantityLots: number }): [string, string] => [
    formatUnits(priceUnits(rules, l.priceTicks), rules.quoteScale),
    formatUnits(baseUnits(rules, l.quantityLots), rules.baseScale),
  ];
  return { symbol: rules.symbol, bids: depth.bids.map(level), asks: depth.asks.map(level), time: now.toISOString() };
}

export function klineOf(candle: Candle, rules: MarketRules): Kline {
  return [
    candle.openMs,
    formatUnits(candle.open, rules.quoteScale),
    formatUnits(candle.high, rules.quoteScale),
    formatUnits(candle.low, rules.quoteScale),
    formatUnits(candle.close, rules.quoteScale),
    formatUnits(candle.volume, rules.baseScale),
    formatUnits(candle.quoteVolume, rules.quoteScale),
  ];
}

/** web/getKlines: candles opening before `endMs` (default: all), oldest first. */
export async function listKlines(db: DbOrTx, market: MarketState, interval: KlineInterval, limit: number, endMs?: number): Promise<Kline[]> {
  const before = endMs ? sql` and open_time < ${new Date(endMs).toISOString()}` : sql``;
  const rows = await db.execute<Row>(
    sql`select * from spot_klines where symbol = ${market.rules.symbol} and interval = ${interval}${before} order by open_time desc limit ${limit}`,
  );
  return rows.rows.reverse().map((r) =>
    klineOf(
      {
        openMs: new Date(r.open_time as unknown as string).getTime(),
        open: BigInt(r.open ?? 0),
        high: BigInt(r.high ?? 0),
        low: BigInt(r.low ?? 0),
        close: BigInt(r.close ?? 0),
        volume: BigInt(r.volume ?? 0),
        quoteVolume: BigInt(r.quote_volume ?? 0),
        trades: Number(r.trades),
      },
      market.rules,
    ),
  );
}

/**
 * 24h ticker from the minute candles in memory. The last price is the last trade; "open" is
 * the first trade price of the window. A market that never traded shows zeros.
 */
export function spotTicker(market: MarketState, now: Date): MarketTicker {
  // Summing a day of minutes per request would cost every caller; once a second per market is enough.
  const key = `${Math.floor(now.getTime() / 1000)}:${market.recentTrades.at(-1)?.id ?? 0n}`;
  const cached = tickerCache.get(market);
  if (cached?.key === key) return cached.ticker;
  const ticker = computeTicker(market, now);
  tickerCache.set(market, { key, ticker });
  return ticker;
}

const tickerCache = new WeakMap<MarketState, { key: string; ticker: MarketTicker }>();

function computeTicker(market: MarketState, now: Date): MarketTicker {
  const { rules } = market;
  const since = now.getTime() - 86_400_000;
  while (market.minutes.length > 0 && (market.minutes[0]?.openMs ?? 0) + 60_000 <= since) market.minutes.shift();
  const last = market.recentTrades.at(-1)?.price ?? 0n;
  let open = market.minutes[0]?.open ?? last;
  let high = 0n;
  let low = 0n;
  let volume = 0n;
  let quoteVolume = 0n;
  for (const minute of market.minutes) {
    if (high === 0n || minute.high > high) high = minute.high;
    if (low === 0n || minute.low < low) low = minute.low;
    volume += minute.volume;
    quoteVolume += minute.quoteVolume;
  }
  if (market.minutes.length === 0) open = last;
  const change = open === 0n ? 0n : ((last - open) * 10_000n) / open;
  const price = (units: bigint) => formatUnits(units / 10n ** BigInt(rules.quoteScale - rules.priceScale), rules.priceScale);
  return {
    symbol: rules.symbol,
    name: `${rules.base}/${rules.quote}`,
    base: rules.base,
    quote: rules.quote,
    kind: 'spot',
    price: price(last),
    open: price(open),
    high: price(high || last),
    low: price(low || last),
    change_pct: formatUnits(change, 2),
    volume: formatUnits(volume / 10n ** BigInt(rules.baseScale - rules.quantityScale), rules.quantityScale),
    quote_volume: formatUnits(quoteVolume / 10n ** BigInt(rules.quoteScale - 2), 2),
    price_scale: rules.priceScale,
  };
}
