import { formatUnits, type MarketList, type MarketTicker } from '@veritex/shared';
import { asc } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { markets } from './schema.js';
import { type SimulatedAsset, simulatedMinuteVolume, simulatedPrice } from './simulator.js';

export type MarketRow = typeof markets.$inferSelect;

export interface MarketFeed {
  seed: string;
  /** True while prices come from the seeded simulator (shown to users). */
  simulated: boolean;
  /**
   * Whether the running reference feed quotes a pair (a new instrument needs one: its prices come
   * from the market). Set by main.ts once the feed runs; absent, nothing is quoted.
   */
  quotes?: (base: string, quote: string) => boolean;
}

/** Contracts follow the same reference price as the spot market of their base asset. */
function assetOf(market: MarketRow): SimulatedAsset {
  return { key: `${market.base}/${market.quote}`, referencePrice: Number(market.referencePrice), annualVolatility: market.volatilityBp / 10_000 };
}

/** Price in integer ticks of the market's scale: the feed's number never reaches a balance. */
function toTicks(price: number, scale: number): bigint {
  return BigInt(Math.round(price * 10 ** scale));
}

const MINUTES_PER_DAY = 1440;
/** Simulated turnover per minute in the quote asset. */
const QUOTE_VOLUME_PER_MINUTE = 25_000;

/** 24h window statistics at minute resolution, memoised per market and minute. */
const statsCache = new Map<string, { minute: number; open: number; high: number; low: number; volume: number; quoteVolume: number }>();

function dailyStats(feed: MarketFeed, market: MarketRow, nowSeconds: number) {
  const minute = Math.floor(nowSeconds / 60);
  const cacheKey = `${feed.seed}:${market.symbol}`;
  const cached = statsCache.get(cacheKey);
  if (cached?.minute === minute) return cached;
  const asset = assetOf(market);
  const open = simulatedPrice(feed.seed, asset, (minute - MINUTES_PER_DAY) * 60);
  let high = open;
  let low = open;
  let volume = 0;
  let quoteVolume = 0;
  for (let m = minute - MINUTES_PER_DAY + 1; m <= minute; m++) {
    const price = simulatedPrice(feed.seed, asset, m * 60);
    high = Math.max(high, price);
    low = Math.min(low, price);
    const quote = simulatedMinuteVolume(feed.seed, asset, m, QUOTE_VOLUME_PER_MINUTE);
    quoteVolume += quote;
    volume += quote / price;
  }
  const stats = { minute, open, high, low, volume, quoteVolume };
  statsCache.set(cacheKey, stats);
  return stats;
}

export function tickerFor(feed: MarketFeed, market: MarketRow, now: Date): MarketTicker {
  const nowSeconds = now.getTime() / 1000;
  const price = simulatedPrice(feed.seed, assetOf(market), nowSeconds);
  const stats = dailyStats(feed, market, nowSeconds);
  const scale = market.priceScale;
  const priceTicks = toTicks(price, scale);
  const openTicks = toTicks(stats.open, scale);
  const changeBasisPoints = openTicks === 0n ? 0n : ((priceTicks - openTicks) * 10_000n) / openTicks;
  return {
    symbol: market.symbol,
    name: `${market.base}/${market.quote}`,
    base: market.base,
    quote: market.quote,
    kind: market.kind,
    price: formatUnits(priceTicks, scale),
    open: formatUnits(openTicks, scale),
    high: formatUnits(toTicks(Math.max(stats.high, price), scale), scale),
    low: formatUnits(toTicks(Math.min(stats.low, price), scale), scale),
    change_pct: formatUnits(changeBasisPoints, 2),
    volume: formatUnits(toTicks(stats.volume, market.quantityScale), market.quantityScale),
    quote_volume: formatUnits(toTicks(stats.quoteVolume, 2), 2),
    price_scale: scale,
  };
}

/** web/getmarketList: every market (or one kind) with its 24h ticker. */
export async function getMarketList(
  db: DbOrTx,
  clock: Clock,
  feed: MarketFeed,
  kind?: 'spot' | 'contract',
  /** Spot markets trade on the order book: their tickers come from trades, not from the feed. */
  bookTicker?: (symbol: string) => MarketTicker | undefined,
): Promise<MarketList> {
  const rows = await db.select().from(markets).orderBy(asc(markets.sort));
  const now = clock.now();
  const ticker = (m: MarketRow) => (m.kind === 'spot' ? bookTicker?.(m.symbol) : undefined) ?? tickerFor(feed, m, now);
  // An unlisted market (markets desk) leaves the lists; its page and resting orders stay reachable.
  return { simulated: feed.simulated, markets: rows.filter((m) => m.listed && (!kind || m.kind === kind)).map(ticker) };
}
