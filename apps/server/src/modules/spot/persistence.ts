import { OrderBook } from '@veritex/engine';
import { KLINE_INTERVALS, type KlineInterval } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { turnoverBatchStatement } from '../funding/index.js';
import { listActiveHalts } from '../halts/index.js';
import { type LockedAccount, postingBatchStatements } from '../ledger/index.js';
import { currentRuleVersion } from '../rules/index.js';
import type { BatchOutput } from './applyBatch.js';
import type { Candle } from './klines.js';
import { marketRules } from './marketRules.js';
import { type ExchangeState, type LiveOrder, type MarketState, RECENT_TRADES, type TradeRecord } from './state.js';

type Row = Record<string, string | null>;
const big = (value: string | null | undefined): bigint => BigInt(value ?? '0');
const bigOrNull = (value: string | null | undefined): bigint | null => (value === null || value === undefined ? null : BigInt(value));

/** Rebuilds every book and the market data memory from PostgreSQL (start, restart, or after a failed batch). */
export async function loadExchangeState(db: DbOrTx, now: Date): Promise<ExchangeState> {
  const markets = new Map<string, MarketState>();
  const rows = await db.execute<Row>(sql`
    select m.symbol, m.base, m.quote, m.price_scale::text, m.quantity_scale::text, m.tick_size::text, m.lot_size::text,
      m.min_notional::text, m.maker_fee_bp::text, m.taker_fee_bp::text, m.listed::text, b.scale::text as base_scale, q.scale::text as quote_scale
    from markets m join assets b on b.code = m.base join assets q on q.code = m.quote
    where m.kind = 'spot' order by m.sort`);
  for (const r of rows.rows) {
    const rules = marketRules(
      {
        symbol: String(r.symbol),
        base: String(r.base),
        quote: String(r.quote),
        priceScale: Number(r.price_scale),
        quantityScale: Number(r.quantity_scale),
        tickSize: String(r.tick_size),
        lotSize: String(r.lot_size),
        minNotional: String(r.min_notional),
        makerFeeBp: Number(r.maker_fee_bp),
        takerFeeBp: Number(r.taker_fee_bp),
        listed: r.listed !== 'false',
      },
      Number(r.base_scale),
      Number(r.quote_scale),
    );
    markets.set(rules.symbol, { rules, book: new OrderBook(), candles: new Map(), minutes: [], recentTrades: [] });
  }
  const openOrders = await restoreBooks(db, markets);
  await loadMarketData(db, markets, now);
  const ids = await db.execute<Row>(sql`
    select coalesce((select max(id) from spot_orders), 0)::text as orders, coalesce((select max(id) from spot_trades), 0)::text as trades`);
  const idRow = ids.rows[0] ?? { orders: '0', trades: '0' };
  const ruleVersion = await currentRuleVersion(db);
  const halts = new Map((await listActiveHalts(db, 'spot')).map((halt) => [halt.target, halt]));
  return { markets, openOrders, nextOrderId: big(idRow.orders) + 1n, nextTradeId: big(idRow.trades) + 1n, ruleVersion, halts };
}

/** Resting orders go back in id order, which is arrival order: time priority survives a restart. */
async function restoreBooks(db: DbOrTx, markets: Map<string, MarketState>): Promise<Map<bigint, LiveOrder>> {
  const open = new Map<bigint, LiveOrder>();
  const rows = await db.execute<Row>(sql`select * from spot_orders where status in ('pending', 'trading') order by id`);
  for (const r of rows.rows) {
    const order = orderFromRow(r);
    const market = markets.get(order.symbol);
    if (!market || order.price === null || order.quantity === null) throw new Error(`cannot restore order ${order.id}`);
    const { rules } = market;
    market.book.restore({
      id: Number(order.id),
      owner: Number(order.userId),
      side: order.side,
      priceTicks: Number(order.price / rules.tickUnits),
      remainingLots: Number((order.quantity - order.filledQuantity) / rules.lotUnits),
      filledLots: Number(order.filledQuantity / rules.lotUnits),
    });
    open.set(order.id, order);
  }
  return open;
}

export function orderFromRow(r: Row): LiveOrder {
  return {
    id: big(r.id),
    userId: big(r.user_id),
    clientOrderId: String(r.client_order_id),
    symbol: String(r.symbol),
    side: r.side as LiveOrder['side'],
    type: r.type as LiveOrder['type'],
    timeInForce: r.time_in_force as LiveOrder['timeInForce'],
    postOnly: (r.post_only as unknown) === true,
    price: bigOrNull(r.price),
    quantity: bigOrNull(r.quantity),
    amount: bigOrNull(r.amount),
    frozen: big(r.frozen),
    frozenLeft: big(r.frozen_left),
    filledQuantity: big(r.filled_quantity),
    filledAmount: big(r.filled_amount),
    fee: big(r.fee),
    status: r.status as LiveOrder['status'],
    reason: r.reason as LiveOrder['reason'],
    createdAt: new Date(r.created_at as unknown as string),
    updatedAt: new Date(r.updated_at as unknown as string),
  };
}

function candleFromRow(r: Row): Candle {
  return {
    openMs: new Date(r.open_time as unknown as string).getTime(),
    open: big(r.open),
    high: big(r.high),
    low: big(r.low),
    close: big(r.close),
    volume: big(r.volume),
    quoteVolume: big(r.quote_volume),
    trades: Number(r.trades),
  };
}

export function tradeFromRow(r: Row): TradeRecord {
  return {
    id: big(r.id),
    symbol: String(r.symbol),
    price: big(r.price),
    quantity: big(r.quantity),
    amount: big(r.amount),
    takerSide: r.taker_side as TradeRecord['takerSide'],
    makerOrderId: big(r.maker_order_id),
    takerOrderId: big(r.taker_order_id),
    makerUserId: big(r.maker_user_id),
    takerUserId: big(r.taker_user_id),
    makerFee: big(r.maker_fee),
    takerFee: big(r.taker_fee),
    at: new Date(r.created_at as unknown as string),
  };
}

async function loadMarketData(db: DbOrTx, markets: Map<string, MarketState>, now: Date): Promise<void> {
  const latest = await db.execute<Row>(sql`select distinct on (symbol, interval) * from spot_klines order by symbol, interval, open_time desc`);
  for (const r of latest.rows) markets.get(String(r.symbol))?.candles.set(r.interval as KlineInterval, candleFromRow(r));
  const since = new Date(now.getTime() - 86_400_000);
  const minutes = await db.execute<Row>(sql`select * from spot_klines where interval = '1m' and open_time > ${since.toISOString()} order by open_time`);
  for (const r of minutes.rows) markets.get(String(r.symbol))?.minutes.push(candleFromRow(r));
  for (const market of markets.values()) {
    const trades = await db.execute<Row>(sql`select * from spot_trades where symbol = ${market.rules.symbol} order by id desc limit ${RECENT_TRADES}`);
    market.recentTrades = trades.rows.map(tradeFromRow).reverse();
  }
}

/**
 * One batch's writes: ledger postings, orders, trades, candles and turnover, as statements for the
 * writer to send in one round trip inside its transaction. `locked` holds every account the
 * postings move (locked by the writer), balances as read; they are moved in place.
 */
export function batchStatements(output: BatchOutput, state: ExchangeState, locked: Map<string, LockedAccount>): SQL[] {
  const turnover = output.trades.flatMap((t) => {
    const quote = state.markets.get(t.symbol)?.rules.quote;
    if (quote !== 'USDT') return [];
    return [
      { userId: t.makerUserId, amount: t.amount, source: 'spot', causeId: `${t.id}:maker` },
      { userId: t.takerUserId, amount: t.amount, source: 'spot', causeId: `${t.id}:taker` },
    ];
  });
  return [
    ...postingBatchStatements(output.postings, locked),
    upsertOrders([...output.orders.values()], state.ruleVersion),
    insertTrades(output.trades),
    upsertCandles(output.trades, state),
    turnoverBatchStatement(turnover),
  ].filter((statement): statement is SQL => statement !== undefined);
}

/** New orders get the batch's rulebook version; an existing order keeps the one it was placed under. */
function upsertOrders(orders: LiveOrder[], ruleVersion: bigint | null): SQL | undefined {
  if (orders.length === 0) return undefined;
  const col = <T extends string | bigint | number | boolean | null>(pick: (o: LiveOrder) => T) => pgArray(orders.map(pick));
  return sql`
    insert into spot_orders (id, user_id, client_order_id, symbol, side, type, time_in_force, post_only, price, quantity, amount,
      frozen, frozen_left, filled_quantity, filled_amount, fee, status, reason, created_at, updated_at, rule_version)
    select *, ${ruleVersion === null ? null : ruleVersion.toString()}::bigint from unnest(${col((o) => o.id)}::bigint[], ${col((o) => o.userId)}::bigint[], ${col((o) => o.clientOrderId)}::text[],
      ${col((o) => o.symbol)}::text[], ${col((o) => o.side)}::text[], ${col((o) => o.type)}::text[], ${col((o) => o.timeInForce)}::text[],
      ${col((o) => o.postOnly)}::boolean[], ${col((o) => o.price)}::numeric[], ${col((o) => o.quantity)}::numeric[],
      ${col((o) => o.amount)}::numeric[], ${col((o) => o.frozen)}::numeric[], ${col((o) => o.frozenLeft)}::numeric[],
      ${col((o) => o.filledQuantity)}::numeric[], ${col((o) => o.filledAmount)}::numeric[], ${col((o) => o.fee)}::numeric[],
      ${col((o) => o.status)}::text[], ${col((o) => o.reason)}::text[], ${col((o) => o.createdAt.toISOString())}::timestamptz[],
      ${col((o) => o.updatedAt.toISOString())}::timestamptz[])
    on conflict (id) do update set frozen_left = excluded.frozen_left, filled_quantity = excluded.filled_quantity,
      filled_amount = excluded.filled_amount, fee = excluded.fee, status = excluded.status, reason = excluded.reason,
      updated_at = excluded.updated_at`;
}

function insertTrades(trades: TradeRecord[]): SQL | undefined {
  if (trades.length === 0) return undefined;
  const col = <T extends string | bigint | number | null>(pick: (t: TradeRecord) => T) => pgArray(trades.map(pick));
  return sql`
    insert into spot_trades (id, symbol, price, quantity, amount, taker_side, maker_order_id, taker_order_id, maker_user_id,
      taker_user_id, maker_fee, taker_fee, created_at)
    select * from unnest(${col((t) => t.id)}::bigint[], ${col((t) => t.symbol)}::text[], ${col((t) => t.price)}::numeric[],
      ${col((t) => t.quantity)}::numeric[], ${col((t) => t.amount)}::numeric[], ${col((t) => t.takerSide)}::text[],
      ${col((t) => t.makerOrderId)}::bigint[], ${col((t) => t.takerOrderId)}::bigint[], ${col((t) => t.makerUserId)}::bigint[],
      ${col((t) => t.takerUserId)}::bigint[], ${col((t) => t.makerFee)}::numeric[], ${col((t) => t.takerFee)}::numeric[],
      ${col((t) => t.at.toISOString())}::timestamptz[])`;
}

/** The current candle of every interval of each market that traded in the batch (the memory holds the full candle). */
function upsertCandles(trades: TradeRecord[], state: ExchangeState): SQL | undefined {
  const symbols = [...new Set(trades.map((t) => t.symbol))];
  const rows: Array<{ symbol: string; interval: KlineInterval; candle: Candle }> = [];
  for (const symbol of symbols) {
    const market = state.markets.get(symbol);
    for (const interval of KLINE_INTERVALS) {
      const candle = market?.candles.get(interval);
      if (candle) rows.push({ symbol, interval, candle });
    }
  }
  if (rows.length === 0) return undefined;
  const col = <T extends string | bigint | number>(pick: (r: (typeof rows)[number]) => T) => pgArray(rows.map(pick));
  return sql`
    insert into spot_klines (symbol, interval, open_time, open, high, low, close, volume, quote_volume, trades)
    select * from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.interval)}::text[],
      ${col((r) => new Date(r.candle.openMs).toISOString())}::timestamptz[], ${col((r) => r.candle.open)}::numeric[],
      ${col((r) => r.candle.high)}::numeric[], ${col((r) => r.candle.low)}::numeric[], ${col((r) => r.candle.close)}::numeric[],
      ${col((r) => r.candle.volume)}::numeric[], ${col((r) => r.candle.quoteVolume)}::numeric[], ${col((r) => r.candle.trades)}::int[])
    on conflict (symbol, interval, open_time) do update set high = excluded.high, low = excluded.low, close = excluded.close,
      volume = excluded.volume, quote_volume = excluded.quote_volume, trades = excluded.trades`;
}
