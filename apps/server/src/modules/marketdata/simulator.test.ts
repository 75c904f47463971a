import { formatUnits, parseUnits } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { simulatedPrice } from './simulator.js';

const btc = { key: 'BTC/USDT', referencePrice: 96_000, annualVolatility: 0.55 };

describe('price simulator', () => {
  it('is a pure function of seed, asset and time', () => {
    expect(simulatedPrice('s', btc, 1_790_000_000)).toBe(simulatedPrice('s', btc, 1_790_000_000));
    expect(simulatedPrice('s', btc, 1_790_000_000)).not.toBe(simulatedPrice('other', btc, 1_790_000_000));
  });

  it('moves with the configured daily volatility (within 15%)', () => {
    const returns: number[] = [];
    for (let day = 0; day < 2000; day++) returns.push(Math.log(simulatedPrice('s', btc, (day + 1) * 86_400) / simulatedPrice('s', btc, day * 86_400)));
    const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length);
    const target = 0.55 / Math.sqrt(365);
    expect(sd / target).toBeGreaterThan(0.85);
    expect(sd / target).toBeLessThan(1.15);
  });

  it('stays near its reference level over years', () => {
    for (let day = 0; day < 3000; day += 7) {
      const p = simulatedPrice('s', btc, day * 86_400);
      expect(p).toBeGreaterThan(btc.referencePrice / 2);
      expect(p).toBeLessThan(btc.referencePrice * 2);
    }
  });
});

describe('decimal units', () => {
  it('formats and parses exactly', () => {
    expect(formatUnits(123456n, 2)).toBe('1234.56');
    expect(formatUnits(5n, 6)).toBe('0.000005');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(42n, 0)).toBe('42');
    expect(parseUnits('1234.56', 2)).toBe(123456n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('1.001', 2)).toBeUndefined();
    expect(parseUnits('1e5', 2)).toBeUndefined();
    expect(parseUnits('99999999999999999999999999.123456', 6)).toBe(99999999999999999999999999123456n);
  });
});
