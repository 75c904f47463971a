import { KLINE_INTERVALS, type KlineInterval } from '@veritex/shared';

const MINUTE_MS = 60_000;
const FIXED_MS: Partial<Record<KlineInterval, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '1d': 1_440 * MINUTE_MS,
};
const DAY_MS = 86_400_000;

/** Open time (ms, UTC) of the candle of `interval` containing `atMs`. Weeks start on Monday, months on the 1st. */
export function candleOpen(interval: KlineInterval, atMs: number): number {
  const fixed = FIXED_MS[interval];
  if (fixed) return Math.floor(atMs / fixed) * fixed;
  if (interval === '1w') {
    const day = Math.floor(atMs / DAY_MS);
    // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
    return (day - ((day + 3) % 7)) * DAY_MS;
  }
  const date = new Date(atMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** A candle in integer units: prices in quote minor units, volume in base, quote volume in quote. */
export interface Candle {
  openMs: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
  quoteVolume: bigint;
  trades: number;
}

/** Folds a trade into the candle it belongs to, opening a new one when the period changed. */
export function foldTrade(
  current: Candle | undefined,
  interval: KlineInterval,
  trade: { atMs: number; price: bigint; quantity: bigint; amount: bigint },
): Candle {
  const openMs = candleOpen(interval, trade.atMs);
  if (!current || current.openMs !== openMs) {
    return { openMs, open: trade.price, high: trade.price, low: trade.price, close: trade.price, volume: trade.quantity, quoteVolume: trade.amount, trades: 1 };
  }
  // biome-ignore-start lint/complexity/useMathMinMax: Math.max/min do not take bigint
  return {
    openMs,
    open: current.open,
    high: trade.price > current.high ? trade.price : current.high,
    low: trade.price < current.low ? trade.price : current.low,
    close: trade.price,
    volume: current.volume + trade.quantity,
    quoteVolume: current.quoteVolume + trade.amount,
    trades: current.trades + 1,
  };
  // biome-ignore-end lint/complexity/useMathMinMax: Math.max/min do not take bigint
}

export { KLINE_INTERVALS };
