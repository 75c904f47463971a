import { KLINE_INTERVALS, type KlineInterval } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { type HistoryMarket, type HistoryRange, type HistoryWindow, historyRanges, type MinuteBar, type PriceHistorySource } from '../marketdata/index.js';
import { type Candle, candleOpen } from './klines.js';
import { type MarketRules, marketRules } from './marketRules.js';

type Row = Record<string, string | null>;
/** Rows per insert statement. */
const CHUNK = 20_000;

/**
 * Spot charts read `spot_klines`, which trades keep for every interval; history is written there
 * the same way, before the exchange loads its memory (so its current candles and its 24h ticker
 * carry the history on). The source's minute bars become 1-minute candles on the market's tick and
 * lot, folded into every longer interval; `trades` is 0, as no trade of this venue is behind them.
 * Only minutes holding no candle are written (historyRanges); a longer candle that already exists
 * at a range's edge is merged with it (earlier part's open, later part's close, the extremes, the
 * sums). Each market is one transaction.
 */
export async function seedSpotHistory(db: Database, options: { source: PriceHistorySource; window: HistoryWindow }): Promise<{ candles: number }> {
  let total = 0;
  for (const { rules, market } of await spotMarkets(db)) {
    const stored = await storedSpan(db, rules.symbol);
    const ranges = historyRanges(options.window, stored, options.source.fillsGaps(market));
    const written: Array<{ range: HistoryRange; rows: CandleRow[] }> = [];
    for (const range of ranges) {
      const bars = await options.source.minuteBars(market, range.fromMs, range.toMs);
      written.push({ range, rows: foldIntervals(bars.map((bar) => minuteCandle(bar, rules))) });
    }
    if (written.every(({ rows }) => rows.length === 0)) continue;
    await db.transaction(async (tx) => {
      for (const { range, rows } of written) {
        for (let at = 0; at < rows.length; at += CHUNK) await upsertCandles(tx, rules.symbol, rows.slice(at, at + CHUNK), range.side);
      }
    });
    total += written.reduce((sum, { rows }) => sum + rows.length, 0);
  }
  return { candles: total };
}

async function spotMarkets(db: Database): Promise<Array<{ rules: MarketRules; market: HistoryMarket }>> {
  const rows = await db.execute<Row>(sql`
    select m.symbol, m.base, m.quote, m.price_scale::text, m.quantity_scale::text, m.tick_size::text, m.lot_size::text,
      m.min_notional::text, m.maker_fee_bp::text, m.taker_fee_bp::text, m.reference_price::text, m.volatility_bp::text,
      b.scale::text as base_scale, q.scale::text as quote_scale
    from markets m join assets b on b.code = m.base join assets q on q.code = m.quote
    where m.kind = 'spot' order by m.sort`);
  return rows.rows.map((r) => {
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
      },
      Number(r.base_scale),
      Number(r.quote_scale),
    );
    const market = {
      key: `${rules.base}/${rules.quote}`,
      base: rules.base,
      quote: rules.quote,
      referencePrice: Number(r.reference_price),
      annualVolatility: Number(r.volatility_bp) / 10_000,
    };
    return { rules, market };
  });
}

async function storedSpan(db: Database, symbol: string): Promise<{ firstMs: number; lastMs: number } | undefined> {
  const rows = await db.execute<{ first: string | null; last: string | null }>(
    sql`select (extract(epoch from min(open_time)) * 1000)::bigint::text as first, (extract(epoch from max(open_time)) * 1000)::bigint::text as last
        from spot_klines where symbol = ${symbol} and interval = '1m'`,
  );
  const row = rows.rows[0];
  return row?.first && row.last ? { firstMs: Number(row.first), lastMs: Number(row.last) } : undefined;
}

/** A minute bar on the market's tick (prices) and lot (volume), in minor units. */
export function minuteCandle(bar: MinuteBar, rules: MarketRules): Candle {
  const tickPrice = Number(rules.tickUnits) / 10 ** rules.quoteScale;
  const price = (value: number) => BigInt(Math.max(1, Math.round(value / tickPrice))) * rules.tickUnits;
  const lotCoins = Number(rules.lotUnits) / 10 ** rules.baseScale;
  const volume = BigInt(Math.max(0, Math.round(bar.volume / lotCoins))) * rules.lotUnits;
  const open = price(bar.open);
  const close = price(bar.close);
  // The value traded at the bar's mean price, in quote minor units.
  const quoteVolume = (volume * (open + close)) / 2n / 10n ** BigInt(rules.baseScale);
  return { openMs: bar.openMs, open, high: price(bar.high), low: price(bar.low), close, volume, quoteVolume, trades: 0 };
}

interface CandleRow {
  interval: KlineInterval;
  candle: Candle;
}

/** Minute candles (oldest first) and their folds into every longer interval. */
export function foldIntervals(minutes: Candle[]): CandleRow[] {
  const rows: CandleRow[] = [];
  for (const interval of KLINE_INTERVALS) {
    if (interval === '1m') {
      rows.push(...minutes.map((candle) => ({ interval, candle })));
      continue;
    }
    let current: Candle | undefined;
    for (const minute of minutes) {
      const openMs = candleOpen(interval, minute.openMs);
      if (current && current.openMs === openMs) {
        current.high = minute.high > current.high ? minute.high : current.high;
        current.low = minute.low < current.low ? minute.low : current.low;
        current.close = minute.close;
        current.volume += minute.volume;
        current.quoteVolume += minute.quoteVolume;
        continue;
      }
      if (current) rows.push({ interval, candle: current });
      current = { ...minute, openMs };
    }
    if (current) rows.push({ interval, candle: current });
  }
  return rows;
}

/**
 * Inserts the candles; one that exists (a longer candle at the range's edge) is merged: history
 * `before` it gives the open, history `after` it the close.
 */
async function upsertCandles(tx: DbOrTx, symbol: string, rows: CandleRow[], side: HistoryRange['side']): Promise<void> {
  const col = <T extends string | bigint | number>(pick: (r: CandleRow) => T) => pgArray(rows.map(pick));
  const merge = side === 'before' ? sql`open = excluded.open` : sql`close = excluded.close`;
  await tx.execute(sql`
    insert into spot_klines (symbol, interval, open_time, open, high, low, close, volume, quote_volume, trades)
    select ${symbol}::text, * from unnest(${col((r) => r.interval)}::text[],
      ${col((r) => new Date(r.candle.openMs).toISOString())}::timestamptz[], ${col((r) => r.candle.open)}::numeric[],
      ${col((r) => r.candle.high)}::numeric[], ${col((r) => r.candle.low)}::numeric[], ${col((r) => r.candle.close)}::numeric[],
      ${col((r) => r.candle.volume)}::numeric[], ${col((r) => r.candle.quoteVolume)}::numeric[], ${col((r) => r.candle.trades)}::int[])
    on conflict (symbol, interval, open_time) do update set ${merge}, high = greatest(spot_klines.high, excluded.high),
      low = least(spot_klines.low, excluded.low), volume = spot_klines.volume + excluded.volume,
      quote_volume = spot_klines.quote_volume + excluded.quote_volume, trades = spot_klines.trades + excluded.trades`);
}
