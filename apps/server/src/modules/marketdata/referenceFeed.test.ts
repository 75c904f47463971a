import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { createReferenceFeed } from './createReferenceFeed.js';
import { createSimulatedFeed } from './simulatedFeed.js';
import { simulatedPrice } from './simulator.js';

const btc = { key: 'BTC/USDT', referencePrice: 96_000, annualVolatility: 0.55 };
const assets = new Map([['BTC/USDT', btc]]);
const log = { info: vi.fn(), warn: vi.fn() };
const instantMs = 1_790_000_000_000;

describe('simulated reference feed', () => {
  it('gives the same price for the same instant, labelled simulated', () => {
    const feed = createSimulatedFeed({ seed: 's', assets });
    expect(feed.name).toBe('simulated');
    expect(feed.simulated).toBe(true);
    expect(feed.quote('BTC', 'USDT', instantMs)).toEqual({ price: simulatedPrice('s', btc, instantMs / 1000), atMs: instantMs, source: 'simulated' });
    expect(createSimulatedFeed({ seed: 's', assets }).quote('BTC', 'USDT', instantMs)).toEqual(feed.quote('BTC', 'USDT', instantMs));
  });

  it('knows only the assets it was given', () => {
    expect(createSimulatedFeed({ seed: 's', assets }).quote('ETH', 'USDT', instantMs)).toBeUndefined();
  });
});

describe('PRICE_FEED', () => {
  it('defaults to the simulator, polled every 2 s when real', () => {
    const config = loadConfig({});
    expect(config.priceFeed).toEqual({ kind: 'simulated' });
    expect(config.priceFeedPollMs).toBe(2000);
    expect(createReferenceFeed(config, assets, log).name).toBe('simulated');
  });

  it('names a ccxt exchange', () => {
    const config = loadConfig({ PRICE_FEED: 'ccxt:binance', PRICE_FEED_POLL_MS: '5000' });
    expect(config.priceFeed).toEqual({ kind: 'ccxt', exchangeId: 'binance' });
    expect(config.priceFeedPollMs).toBe(5000);
    const feed = createReferenceFeed(config, assets, log);
    expect(feed.name).toBe('ccxt:binance');
    expect(feed.simulated).toBe(false);
  });

  it('refuses anything else rather than quietly simulating', () => {
    expect(() => loadConfig({ PRICE_FEED: 'binance' })).toThrow(/PRICE_FEED/);
  });
});
