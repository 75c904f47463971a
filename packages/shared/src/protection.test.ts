import { describe, expect, it } from 'vitest';
import { APPROPRIATENESS_PASS_MARK, APPROPRIATENESS_QUESTIONS, cappedLeverage, ESMA_LEVERAGE_CAPS, instrumentClassOf } from './protection.js';

const forex = (base: string, quote: string) => instrumentClassOf({ category: 'forex', base, quote });

describe('instrument classes (ESMA)', () => {
  it('calls a pair of any two of USD, EUR, JPY, GBP, CAD, CHF major, and every other pair non-major', () => {
    for (const [base, quote] of [
      ['EUR', 'USD'],
      ['GBP', 'USD'],
      ['USD', 'JPY'],
      ['USD', 'CHF'],
      ['EUR', 'GBP'],
      ['CAD', 'JPY'],
    ]) {
      expect(forex(base as string, quote as string)).toBe('fx_major');
    }
    expect(forex('AUD', 'USD')).toBe('fx_minor');
    expect(forex('USD', 'CNH')).toBe('fx_minor');
    expect(forex('NZD', 'CAD')).toBe('fx_minor');
  });

  it('tells gold from the other metals and puts oil with the other commodities', () => {
    expect(instrumentClassOf({ category: 'metal', base: 'XAU', quote: 'USD' })).toBe('gold');
    expect(instrumentClassOf({ category: 'metal', base: 'XAG', quote: 'USD' })).toBe('commodity');
    expect(instrumentClassOf({ category: 'oil', base: 'WTI', quote: 'USD' })).toBe('commodity');
    expect(instrumentClassOf({ category: 'stock', base: 'AAPL', quote: 'USD' })).toBe('equity');
    expect(instrumentClassOf({ category: 'crypto', base: 'BTC', quote: 'USDT' })).toBe('crypto');
  });

  it('gives the ESMA caps per class', () => {
    expect(ESMA_LEVERAGE_CAPS).toEqual({ fx_major: 30, fx_minor: 20, gold: 20, commodity: 10, equity: 5, crypto: 2 });
  });
});

describe('capped leverage', () => {
  const eu = { leverage_caps: ESMA_LEVERAGE_CAPS, crypto_offered: true };
  it('is the lower of the instrument cap and the class cap', () => {
    expect(cappedLeverage(100, 'crypto', eu)).toBe(2);
    expect(cappedLeverage(50, 'fx_major', eu)).toBe(30);
    expect(cappedLeverage(5, 'equity', { ...eu, leverage_caps: { ...ESMA_LEVERAGE_CAPS, equity: 50 } })).toBe(5);
  });
  it('is 0 for crypto where crypto derivatives are not offered', () => {
    expect(cappedLeverage(100, 'crypto', { ...eu, crypto_offered: false })).toBe(0);
    expect(cappedLeverage(20, 'gold', { ...eu, crypto_offered: false })).toBe(20);
  });
});

describe('the questionnaire', () => {
  it('has a pass mark that a user can reach and can miss', () => {
    expect(APPROPRIATENESS_PASS_MARK).toBeGreaterThan(0);
    expect(APPROPRIATENESS_PASS_MARK).toBeLessThan(APPROPRIATENESS_QUESTIONS.length + 1);
    expect(new Set(APPROPRIATENESS_QUESTIONS.map((q) => q.id)).size).toBe(APPROPRIATENESS_QUESTIONS.length);
  });
});
