import { formatUnits, type MarketTicker } from '@veritex/shared';
import type { MarketState } from './state.js';

/**
 * 24h ticker from the minute candles in memory (seeded chart history included). The last price is
 * the latest minute's close (the last trade's price), "open" the window's first open. A market
 * with neither shows zeros.
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
  // The latest minute's close is the last trade's price, or the history's last price before any trade.
  const last = market.minutes.at(-1)?.close ?? market.recentTrades.at(-1)?.price ?? 0n;
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
