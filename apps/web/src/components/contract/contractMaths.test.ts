import type { InstrumentView } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { candleOpenTime, candleWithTick } from './chartMaths';
import { carryPerPeriod, type DraftInput, draftProblems, leverageMarks, parseLots, targetProblems, toPositionDraft } from './contractMaths';

const GOLD: InstrumentView = {
  symbol: 'XAU_USD',
  name: 'Gold',
  category: 'metal',
  kind: 'cfd',
  base: 'XAU',
  quote: 'USD',
  price_scale: 2,
  lot_size: '1',
  max_leverage: 20,
  spread_pct: '0.02',
  open_fee_pct: '0.03',
  close_fee_pct: '0.03',
  maintenance_margin_pct: '2.5',
  carry_rate_pct: '0.02',
  carry_period: '1d',
  trading_hours: 'week:Sun22:00-Fri22:00;break:Mon-Thu21:00-22:00',
  open: true,
  reopens_at: null,
  mark: '4000.00',
  bid: '3999.60',
  ask: '4000.40',
  tick_at: '2026-11-20T12:00:00.000Z',
};

const draft = (overrides: Partial<DraftInput> = {}): DraftInput => ({
  side: 'long',
  type: 'market',
  lots: '1',
  leverage: 10,
  price: '',
  takeProfit: '',
  stopLoss: '',
  ...overrides,
});

describe('order form checks (the server’s, with its error names)', () => {
  it('accepts a plain market long and builds the request', () => {
    expect(draftProblems(draft(), GOLD)).toEqual([]);
    expect(toPositionDraft(draft({ takeProfit: '4100' }), GOLD)).toEqual({
      symbol: 'XAU_USD',
      side: 'long',
      type: 'market',
      lots: 1,
      leverage: 10,
      take_profit: '4100',
    });
  });

  it('requires whole lots from 1 to 1,000,000', () => {
    for (const lots of ['', '0', '1.5', '-1', '1000001', 'x']) {
      expect(draftProblems(draft({ lots }), GOLD).map((problem) => problem.error)).toContain('lots_required');
    }
    expect(parseLots('1000000')).toBe(1_000_000);
  });

  it('caps the leverage at the instrument’s maximum', () => {
    expect(draftProblems(draft({ leverage: 21 }), GOLD)).toEqual([{ field: 'leverage', error: 'leverage_too_high', params: { max: 20 } }]);
    expect(draftProblems(draft({ leverage: 20 }), GOLD)).toEqual([]);
  });

  it('needs a limit price on the tick', () => {
    expect(draftProblems(draft({ type: 'limit', price: '' }), GOLD)[0]?.error).toBe('price_invalid');
    expect(draftProblems(draft({ type: 'limit', price: '3900.001' }), GOLD)[0]?.error).toBe('price_invalid');
    expect(draftProblems(draft({ type: 'limit', price: '3900.5' }), GOLD)).toEqual([]);
  });

  it('puts a long’s take-profit above the entry (the ask) and its stop-loss below; a short the opposite', () => {
    expect(targetProblems('long', '4000.40', '', '4000.40', 2)).toEqual([{ field: 'take_profit', error: 'tp_wrong_side' }]);
    expect(targetProblems('long', '4000.41', '4000.39', '4000.40', 2)).toEqual([]);
    expect(targetProblems('long', '', '4000.40', '4000.40', 2)).toEqual([{ field: 'stop_loss', error: 'sl_wrong_side' }]);
    expect(targetProblems('short', '3999.59', '3999.61', '3999.60', 2)).toEqual([]);
    expect(targetProblems('short', '3999.60', '3999.60', '3999.60', 2).map((problem) => problem.error)).toEqual(['tp_wrong_side', 'sl_wrong_side']);
    // A market long is checked against the ask, a limit against its own price.
    expect(draftProblems(draft({ takeProfit: '4000.30' }), GOLD)[0]?.error).toBe('tp_wrong_side');
    expect(draftProblems(draft({ type: 'limit', price: '3900', takeProfit: '3950', stopLoss: '3850' }), GOLD)).toEqual([]);
  });

  it('states the carry per period exactly and offers sensible leverage marks', () => {
    expect(carryPerPeriod('4000.40', '0.02')).toBe('0.800080');
    expect(leverageMarks(20)).toEqual([1, 5, 10, 15, 20]);
    expect(leverageMarks(100)).toEqual([1, 25, 50, 75, 100]);
    expect(leverageMarks(5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the live candle', () => {
  it('buckets ticks like the server', () => {
    const at = Date.UTC(2026, 10, 21, 13, 17, 42);
    expect(candleOpenTime(at, '1m')).toBe(Date.UTC(2026, 10, 21, 13, 17));
    expect(candleOpenTime(at, '15m')).toBe(Date.UTC(2026, 10, 21, 13, 15));
    expect(candleOpenTime(at, '4h')).toBe(Date.UTC(2026, 10, 21, 12));
    // Weeks start on Monday.
    expect(candleOpenTime(at, '1w')).toBe(Date.UTC(2026, 10, 16));
    expect(candleOpenTime(at, '1M')).toBe(Date.UTC(2026, 10, 1));
  });

  it('extends the latest candle and opens the next one', () => {
    const open = Date.UTC(2026, 10, 21, 13, 15);
    const last: [number, string, string, string, string, string, string] = [open, '4000.00', '4001.00', '3999.00', '4000.50', '3', '3'];
    expect(candleWithTick(last, { mark: '4001.50', time: open + 60_000 }, '15m')).toEqual([open, '4000.00', '4001.50', '3999.00', '4001.50', '4', '4']);
    expect(candleWithTick(last, { mark: '3998.10', time: open + 60_000 }, '15m')).toEqual([open, '4000.00', '4001.00', '3998.10', '3998.10', '4', '4']);
    expect(candleWithTick(last, { mark: '4002.00', time: open + 15 * 60_000 }, '15m')).toEqual([
      open + 15 * 60_000,
      '4002.00',
      '4002.00',
      '4002.00',
      '4002.00',
      '1',
      '1',
    ]);
    expect(candleWithTick(last, { mark: '4002.00', time: open - 1 }, '15m')).toBeUndefined();
  });
});
