import type { ConstructorArgs, Exchange, OHLCV } from 'ccxt';
import { openExchange } from './ccxtFeed.js';
import { MINUTE_MS, type MinuteBar, type PriceHistorySource } from './priceHistory.js';
import type { FeedLog } from './referenceFeed.js';

export interface CcxtHistoryOptions {
  exchangeId: string;
  exchangeOptions?: ConstructorArgs;
  /** Bars asked per fetchOHLCV call (binance serves up to 1000). */
  pageSize?: number;
  log: FeedLog;
}

const DEFAULT_PAGE_SIZE = 1_000;

/**
 * A real exchange's 1-minute OHLCV (fetchOHLCV), paged forward from the window's start. A failing
 * exchange gives no history (logged) rather than stopping the start: charts then begin with the
 * platform's own data, as before.
 */
export function ccxtHistory(options: CcxtHistoryOptions): PriceHistorySource {
  const name = `ccxt:${options.exchangeId}`;
  let exchange: Promise<Exchange> | undefined;
  const cache = new Map<string, Promise<MinuteBar[]>>();
  return {
    name,
    fillsGaps: () => false,
    origin: () => name,
    minuteBars(market, fromMs, toMs) {
      const symbol = `${market.base}/${market.quote}`;
      const cacheKey = `${symbol}:${fromMs}:${toMs}`;
      const known = cache.get(cacheKey);
      if (known) return known;
      exchange ??= openExchange(options.exchangeId, options.exchangeOptions);
      const bars = exchange
        .then((opened) => fetchMinuteBars(opened, symbol, fromMs, toMs, options.pageSize ?? DEFAULT_PAGE_SIZE))
        .catch((error: unknown) => {
          options.log.warn({ feed: name, symbol, err: error }, 'chart history: the exchange gave no 1-minute history');
          return [];
        });
      cache.set(cacheKey, bars);
      return bars;
    },
  };
}

async function fetchMinuteBars(exchange: Exchange, symbol: string, fromMs: number, toMs: number, pageSize: number): Promise<MinuteBar[]> {
  if (!exchange.has.fetchOHLCV) return [];
  const bars: MinuteBar[] = [];
  let since = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
  while (since < toMs) {
    const page = await exchange.fetchOHLCV(symbol, '1m', since, pageSize);
    const fresh = page.map(barOf).filter((bar): bar is MinuteBar => bar !== undefined && bar.openMs >= since && bar.openMs < toMs);
    bars.push(...fresh);
    // ccxt asks for one page's span (binance: startTime…endTime); a span the market has no bars in
    // (before its listing) is skipped, so `since` always moves on and the paging ends.
    const last = fresh.at(-1);
    since = last ? last.openMs + MINUTE_MS : since + pageSize * MINUTE_MS;
  }
  return bars;
}

/** [time, open, high, low, close, volume]; a bar with a missing or non-positive price is left out. */
function barOf([openMs, open, high, low, close, volume]: OHLCV): MinuteBar | undefined {
  const prices = [open, high, low, close];
  if (openMs === undefined || prices.some((price) => price === undefined || !Number.isFinite(price) || price <= 0)) return undefined;
  const [o, h, l, c] = prices as number[];
  // The order of the extremes inside a minute is not in OHLCV: a rising bar most likely went low first.
  return { openMs, open: o as number, high: h as number, low: l as number, close: c as number, volume: volume ?? 0, highFirst: (c as number) < (o as number) };
}
