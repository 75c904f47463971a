import type { ConstructorArgs } from 'ccxt';
import type { Config } from '../../config.js';
import { createCcxtFeed } from './ccxtFeed.js';
import { ccxtHistory } from './ccxtHistory.js';
import { type PriceHistorySource, simulatedHistory, withSimulatedHistoryRest } from './priceHistory.js';
import type { FeedLog, ReferenceFeed } from './referenceFeed.js';
import { createSimulatedFeed } from './simulatedFeed.js';
import type { SimulatedAsset } from './simulator.js';

/**
 * Keeps market loading to spot, where the reference symbols live: binance otherwise also loads
 * its USDⓈ-M and COIN-M futures markets, two more requests to two more hosts at every start.
 */
export const SPOT_ONLY_OPTIONS: Record<string, ConstructorArgs> = {
  binance: { options: { fetchMarkets: { types: ['spot'] } } },
};

/** The feed PRICE_FEED names, over the markets' assets (keyed 'BASE/QUOTE'). Not started: the caller owns start/stop. */
export function createReferenceFeed(
  config: Pick<Config, 'priceFeed' | 'priceFeedPollMs' | 'simulatorSeed'>,
  assets: Map<string, SimulatedAsset>,
  log: FeedLog,
): ReferenceFeed {
  const setting = config.priceFeed;
  if (setting.kind === 'simulated') return createSimulatedFeed({ seed: config.simulatorSeed, assets });
  const crypto = new Map([...assets].filter(([key]) => key.endsWith('/USDT')));
  const others = new Map([...assets].filter(([key]) => !key.endsWith('/USDT')));
  const real = createCcxtFeed({
    exchangeId: setting.exchangeId,
    symbols: [...crypto.keys()],
    pollMs: config.priceFeedPollMs,
    exchangeOptions: SPOT_ONLY_OPTIONS[setting.exchangeId],
    log,
  });
  if (others.size === 0) return real;
  return withSimulatedRest(real, createSimulatedFeed({ seed: config.simulatorSeed, assets: others }));
}

/**
 * A crypto exchange quotes crypto against USDT only: metals, oil, forex and stocks keep the
 * seeded simulator, and each tick's `source` says which feed it came from. The feed as a whole
 * still counts as simulated for the "Simulated prices" badge, since some of its prices are.
 */
export function withSimulatedRest(real: ReferenceFeed, simulated: ReferenceFeed): ReferenceFeed {
  return {
    name: `${real.name}+simulated`,
    simulated: true,
    quote: (base, quote, atMs) => (quote === 'USDT' ? real.quote(base, quote, atMs) : simulated.quote(base, quote, atMs)),
    start: async () => {
      await simulated.start();
      await real.start();
    },
    stop: async () => {
      await real.stop();
      await simulated.stop();
    },
  };
}

/** Where chart history comes from for the feed PRICE_FEED names: the simulator's own past, or the exchange's OHLCV (the rest simulated). */
export function createHistorySource(config: Pick<Config, 'priceFeed' | 'simulatorSeed'>, log: FeedLog): PriceHistorySource {
  const simulated = simulatedHistory(config.simulatorSeed);
  const setting = config.priceFeed;
  if (setting.kind === 'simulated') return simulated;
  return withSimulatedHistoryRest(ccxtHistory({ exchangeId: setting.exchangeId, exchangeOptions: SPOT_ONLY_OPTIONS[setting.exchangeId], log }), simulated);
}
