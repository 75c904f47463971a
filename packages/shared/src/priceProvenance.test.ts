import { describe, expect, it } from 'vitest';
import { secondInstant, tickHistoryPath, tickSourceOf } from './priceProvenance.js';

describe('tick sources', () => {
  it('words the simulator as simulated, a ccxt exchange by its name, seeded history as history, anything else as other', () => {
    expect(tickSourceOf('simulated')).toEqual({ kind: 'simulated', name: null, history: false });
    expect(tickSourceOf('history:simulated')).toEqual({ kind: 'simulated', name: null, history: true });
    expect(tickSourceOf('ccxt:binance')).toEqual({ kind: 'exchange', name: 'Binance', history: false });
    expect(tickSourceOf('history:ccxt:okx')).toEqual({ kind: 'exchange', name: 'OKX', history: true });
    expect(tickSourceOf('ccxt:someexchange')).toEqual({ kind: 'exchange', name: 'someexchange', history: false });
    // A test feed or an unknown adapter is never worded as a real exchange.
    expect(tickSourceOf('test')).toEqual({ kind: 'other', name: 'test', history: false });
  });
});

describe('tick history links', () => {
  it('link to the instrument at the instant, to the second', () => {
    expect(tickHistoryPath('XAU_USD', '2026-11-29T10:23:05.000Z')).toBe('/ticks?symbol=XAU_USD&at=2026-11-29T10%3A23%3A05Z');
    expect(secondInstant('2026-11-29T10:23:05.750Z')).toBe('2026-11-29T10:23:05Z');
    expect(secondInstant(new Date(Date.UTC(2026, 10, 29, 10, 23, 5)))).toBe('2026-11-29T10:23:05Z');
  });
});
