import { KLINE_INTERVALS, type KlineInterval } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { type HistoryMarket, type HistoryRange, type HistoryWindow, historyRanges, type MinuteBar, type PriceHistorySource } from '../marketdata/index.js';
import { type Candle, candleOpen } from './klines.js';
import { type MarketRules, marketRules } from './marketRules.js';

type Row = Record<string, string | null>;
/** Rows per insert statement. */
const CHUNK = 60_000;
/**
 * 1-minute candles are kept for the last week of history (10,080 a market, twenty pages of the
 * chart); the longer intervals are folded from every minute of the window. Storing a month of
 * 1-minute candles would more than double the rows a fresh start writes (measured: 685k against
 * 289k for 12 markets), for pages few traders reach.
 */
const MINUTE_CANDLES_MS = 7 * 86_400_000;

/**
 * Spot charts read `spot_klines`, which trades keep for every interval; history is written there
 * the same way, before the exchange loads its memory (so its current candles and its 24h ticker
 * carry the history on). The source's minute bars become 1-minute candles on the market's tick and
 * lot, folded into every longer interval; `trades` is 0, as no trade of this venue is behind them.
 * Only minutes holding no candle are written (historyRanges); a longer candle that already exists
 * at a range's edge is merged with it (earlier part's open, later part's close, the extremes, the
 * sums). Each market is one transaction, under an advisory lock.
 */
export async function seedSpotHistory(db: Database, options: { source: PriceHistorySource; window: HistoryWindow }): Promise<{ candles: number }> {
  let total = 0;
  for (const { rules, market } of await spotMarkets(db)) {
    total += await db.transaction(async (tx) => {
      // Two processes starting together write a market's history once: the second finds it stored.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chart-history:${rules.symbol}`}))`);
      // Lost in a crash, history is written again at the next start: no need to wait for the disk.
      await tx.execute(sql`set local synchronous_commit = off`);
      const stored = await storedSpan(tx, rules.symbol);
      let written = 0;
      for (const range of historyRanges(options.window, stored, options.source.fillsGaps(market))) {
        const bars = await options.source.minuteBars(market, range.fromMs, range.toMs);
        const minutesFrom = options.window.nowMs - MINUTE_CANDLES_MS;
        const rows = foldIntervals(
          bars.map((bar) => minuteCandle(bar, rules)),
          minutesFrom,
        );
        // Nothing stored yet: nothing to merge with, and a plain insert is twice as fast.
        const merge = stored ? range.side : undefined;
        for (let at = 0; at < rows.length; at += CHUNK) await insertCandles(tx, rules.symbol, rows.slice(at, at + CHUNK), merge);
        written += rows.length;
      }
      return written;
    });
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

/**
 * The first and last stored minute: history's 5-minute candles start where its window did (its
 * 1-minute ones only a week before the end), and the latest 1-minute candle is the last minute
 * written, by history or a trade.
 */
async function storedSpan(db: DbOrTx, symbol: string): Promise<{ firstMs: number; lastMs: number } | undefined> {
  const rows = await db.execute<{ first: string | null; last: string | null }>(sql`
    select (select (extract(epoch from min(open_time)) * 1000)::bigint::text from spot_klines where symbol = ${symbol} and interval = '5m') as first,
      (select (extract(epoch from max(open_time)) * 1000)::bigint::text from spot_klines where symbol = ${symbol} and interval = '1m') as last`);
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

/** Longer than any candle of the interval and shorter than two: the next candle opens in the candle `open + SPAN` falls in. */
const SPAN_MS: Record<KlineInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 7 * 86_400_000,
  '1M': 32 * 86_400_000,
};

/** Minute candles (oldest first) and their folds into every longer interval; 1-minute rows only from `minutesFromMs` on. */
export function foldIntervals(minutes: Candle[], minutesFromMs = Number.NEGATIVE_INFINITY): CandleRow[] {
  const rows: CandleRow[] = [];
  for (const interval of KLINE_INTERVALS) {
    if (interval === '1m') {
      for (const candle of minutes) if (candle.openMs >= minutesFromMs) rows.push({ interval, candle });
      continue;
    }
    let current: Candle | undefined;
    let nextOpenMs = Number.NEGATIVE_INFINITY;
    for (const minute of minutes) {
      if (current && minute.openMs < nextOpenMs) {
        if (minute.high > current.high) current.high = minute.high;
        if (minute.low < current.low) current.low = minute.low;
        current.close = minute.close;
        current.volume += minute.volume;
        current.quoteVolume += minute.quoteVolume;
        continue;
      }
      if (current) rows.push({ interval, candle: current });
      const openMs = candleOpen(interval, minute.openMs);
      nextOpenMs = candleOpen(interval, openMs + SPAN_MS[interval]);
      current = { ...minute, openMs };
    }
    if (current) rows.push({ interval, candle: current });
  }
  return rows;
}

/**
 * Inserts the candles; with `merge`, one that exists (a longer candle at the range's edge) is merged
 * with it: history `before` it gives the open, history `after` it the close.
 */
async function insertCandles(tx: DbOrTx, symbol: string, rows: CandleRow[], merge: HistoryRange['side'] | undefined): Promise<void> {
  const col = <T extends string | bigint | number>(pick: (r: CandleRow) => T) => pgArray(rows.map(pick));
  const onConflict =
    merge === undefined
      ? sql``
      : sql`on conflict (symbol, interval, open_time) do update set ${merge === 'before' ? sql`open = excluded.open` : sql`close = excluded.close`},
      high = greatest(spot_klines.high, excluded.high), low = least(spot_klines.low, excluded.low), volume = spot_klines.volume + excluded.volume,
      quote_volume = spot_klines.quote_volume + excluded.quote_volume, trades = spot_klines.trades + excluded.trades`;
  await tx.execute(sql`
    insert into spot_klines (symbol, interval, open_time, open, high, low, close, volume, quote_volume, trades)
    select ${symbol}::text, i, to_timestamp(t), o, h, l, c, v, qv, n from unnest(${col((r) => r.interval)}::text[],
      ${col((r) => r.candle.openMs / 1000)}::bigint[], ${col((r) => r.candle.open)}::numeric[],
      ${col((r) => r.candle.high)}::numeric[], ${col((r) => r.candle.low)}::numeric[], ${col((r) => r.candle.close)}::numeric[],
      ${col((r) => r.candle.volume)}::numeric[], ${col((r) => r.candle.quoteVolume)}::numeric[], ${col((r) => r.candle.trades)}::int[]) as x(i, t, o, h, l, c, v, qv, n)
    ${onConflict}`);
}
