import { describe, expect, it } from 'vitest';
import { candleOpen, foldTrade } from './klines.js';

describe('candle periods', () => {
  const at = Date.UTC(2026, 10, 19, 13, 47, 31, 500); // Thursday 19 November 2026
  it('aligns fixed intervals to UTC', () => {
    expect(new Date(candleOpen('1m', at)).toISOString()).toBe('2026-11-19T13:47:00.000Z');
    expect(new Date(candleOpen('15m', at)).toISOString()).toBe('2026-11-19T13:45:00.000Z');
    expect(new Date(candleOpen('4h', at)).toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(new Date(candleOpen('1d', at)).toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });
  it('starts weeks on Monday and months on the first', () => {
    expect(new Date(candleOpen('1w', at)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(candleOpen('1w', Date.UTC(2026, 10, 16))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(candleOpen('1w', Date.UTC(2026, 10, 15, 23, 59))).toISOString()).toBe('2026-11-09T00:00:00.000Z');
    expect(new Date(candleOpen('1M', at)).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('foldTrade', () => {
  it('tracks open, high, low, close and volumes, and opens a new candle on the next period', () => {
    const t0 = Date.UTC(2026, 0, 1, 0, 0, 5);
    let candle = foldTrade(undefined, '1m', { atMs: t0, price: 100n, quantity: 2n, amount: 200n });
    candle = foldTrade(candle, '1m', { atMs: t0 + 10_000, price: 105n, quantity: 1n, amount: 105n });
    candle = foldTrade(candle, '1m', { atMs: t0 + 20_000, price: 95n, quantity: 1n, amount: 95n });
    candle = foldTrade(candle, '1m', { atMs: t0 + 30_000, price: 99n, quantity: 3n, amount: 297n });
    expect(candle).toEqual({ openMs: Date.UTC(2026, 0, 1), open: 100n, high: 105n, low: 95n, close: 99n, volume: 7n, quoteVolume: 697n, trades: 4 });
    const next = foldTrade(candle, '1m', { atMs: t0 + 60_000, price: 101n, quantity: 1n, amount: 101n });
    expect(next).toMatchObject({ openMs: Date.UTC(2026, 0, 1, 0, 1), open: 101n, trades: 1 });
  });
});
