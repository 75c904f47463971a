import { type SimulatedAsset, simulatedPath, simulatedVolumes } from './simulator.js';

/**
 * Where chart history comes from before the platform recorded anything itself: one bar a minute.
 * Prices and volumes are JS numbers here, as in the reference feed; the writers turn them into
 * integer units of each market before they are stored.
 */
export interface MinuteBar {
  openMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Traded in the base asset during the minute (simulated for the simulator). */
  volume: number;
  /** Whether the high came before the low inside the minute (orders the ticks drawn from the bar). */
  highFirst: boolean;
}

/** A market or instrument as the history source knows it (keyed 'BASE/QUOTE' like the feed). */
export interface HistoryMarket extends SimulatedAsset {
  base: string;
  quote: string;
}

export interface PriceHistorySource {
  /** 'simulated' or 'ccxt:<exchangeId>' (the start's log line names it). */
  readonly name: string;
  /**
   * True when the history is the very price path the live feed quotes (the simulator, a function of
   * time): a gap after downtime may then be filled with what the feed said at those instants. A
   * real feed's gap stays a gap: nothing is recorded for a time the platform did not observe.
   */
  fillsGaps(market: HistoryMarket): boolean;
  /** Where a market's history comes from ('simulated', 'ccxt:binance'): stored rows name it. */
  origin(market: HistoryMarket): string;
  /**
   * Bars of the minutes opening in [fromMs, toMs), oldest first; minutes the source has nothing for
   * are absent. `opensOnly`: only each bar's open is needed (a source may then skip the rest).
   */
  minuteBars(market: HistoryMarket, fromMs: number, toMs: number, detail?: { opensOnly: boolean }): Promise<MinuteBar[]>;
}

export const MINUTE_MS = 60_000;
/** Simulated traded value per minute in the quote asset, near what the liquidity bots trade live. */
const SIMULATED_QUOTE_PER_MINUTE = 3_000;
/** Inside a minute the path is sampled every 15 s (the high and low of a simulated bar). */
const SAMPLES_PER_MINUTE = 4;

/**
 * The simulator's own past: the same seeded path the live feed quotes (simulatedPath), so history
 * ends exactly where the live price starts. A minute's open is the path at its first second and
 * its close the path at the next minute's first second (the next open): no jump between bars.
 */
export function simulatedHistory(seed: string): PriceHistorySource {
  const cache = new Map<string, MinuteBar[]>();
  return {
    name: 'simulated',
    fillsGaps: () => true,
    origin: () => 'simulated',
    async minuteBars(market, fromMs, toMs, detail) {
      // A spot market and its perpetual share one path: computed once.
      const key = `${market.key}:${market.referencePrice}:${market.annualVolatility}:${fromMs}:${toMs}`;
      const known = cache.get(key) ?? (detail?.opensOnly ? cache.get(`${key}:opens`) : undefined);
      if (known) return known;
      const bars = simulatedBars(seed, market, fromMs, toMs, detail?.opensOnly ? 1 : SAMPLES_PER_MINUTE);
      cache.set(detail?.opensOnly ? `${key}:opens` : key, bars);
      return bars;
    },
  };
}

/** With one sample a minute a bar is only its open and close (what opensOnly asks for): a quarter of the work. */
function simulatedBars(seed: string, market: HistoryMarket, fromMs: number, toMs: number, samples: number): MinuteBar[] {
  const path = simulatedPath(seed, market);
  const volumes = simulatedVolumes(seed, market, SIMULATED_QUOTE_PER_MINUTE);
  const bars: MinuteBar[] = [];
  const first = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
  let open = path(first / 1000);
  for (let openMs = first; openMs < toMs; openMs += MINUTE_MS) {
    let high = open;
    let low = open;
    let highAt = 0;
    let lowAt = 0;
    let close = open;
    for (let sample = 1; sample <= samples; sample++) {
      close = path(openMs / 1000 + (sample * 60) / samples);
      if (close > high) [high, highAt] = [close, sample];
      if (close < low) [low, lowAt] = [close, sample];
    }
    const volume = volumes(openMs / MINUTE_MS) / ((open + close) / 2);
    bars.push({ openMs, open, high, low, close, volume, highFirst: highAt < lowAt });
    open = close;
  }
  return bars;
}

/**
 * A real exchange's history where it has the market (crypto against USDT), the simulator's for
 * the rest (metals, oil, forex, stocks), as the live feed does (withSimulatedRest).
 */
export function withSimulatedHistoryRest(real: PriceHistorySource, simulated: PriceHistorySource): PriceHistorySource {
  return {
    name: `${real.name}+simulated`,
    fillsGaps: (market) => (market.quote === 'USDT' ? real : simulated).fillsGaps(market),
    origin: (market) => (market.quote === 'USDT' ? real : simulated).origin(market),
    minuteBars: (market, fromMs, toMs, detail) => (market.quote === 'USDT' ? real : simulated).minuteBars(market, fromMs, toMs, detail),
  };
}
