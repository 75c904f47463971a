import type { ConstructorArgs } from 'ccxt';
import type { Config } from '../../config.js';
import { createCcxtFeed } from './ccxtFeed.js';
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
  return createCcxtFeed({
    exchangeId: setting.exchangeId,
    symbols: [...assets.keys()],
    pollMs: config.priceFeedPollMs,
    exchangeOptions: SPOT_ONLY_OPTIONS[setting.exchangeId],
    log,
  });
}
