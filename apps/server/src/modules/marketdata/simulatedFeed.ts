import type { ReferenceFeed, ReferenceQuote } from './referenceFeed.js';
import { type SimulatedAsset, simulatedPrice } from './simulator.js';

export interface SimulatedFeedOptions {
  seed: string;
  /** Keyed by 'BASE/QUOTE', e.g. 'BTC/USDT'. */
  assets: Map<string, SimulatedAsset>;
}

/** The offline feed: a pure function of (seed, asset, time), so it never goes stale and needs no loop. */
export function createSimulatedFeed(options: SimulatedFeedOptions): ReferenceFeed {
  return {
    name: 'simulated',
    simulated: true,
    quote(base: string, quote: string, atMs: number): ReferenceQuote | undefined {
      const asset = options.assets.get(`${base}/${quote}`);
      if (!asset) return undefined;
      return { price: simulatedPrice(options.seed, asset, atMs / 1000), atMs, source: 'simulated' };
    },
    start: async () => {},
    stop: async () => {},
  };
}
