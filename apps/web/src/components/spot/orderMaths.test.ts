import type { SpotRules } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { bookRows, groupingSteps, groupLevels } from './bookMaths';
import { crossesBook, estimateOrder, orderProblems, quickFill, walkByAmount, walkByQuantity } from './orderMaths';

const RULES: SpotRules = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.01',
  lot_size: '0.0001',
  min_notional: '5',
  maker_fee_pct: '0.10',
  taker_fee_pct: '0.20',
  price_scale: 2,
  quantity_scale: 4,
};
const ASKS = [
  ['65000.00', '0.5000'],
  ['65010.00', '1.0000'],
] as const;
const BIDS = [
  ['64990.00', '0.2000'],
  ['64980.00', '2.0000'],
] as const;

describe('order checks (the server’s errors)', () => {
  const errors = (draft: Parameters<typeof orderProblems>[0], available?: string) => orderProblems(draft, RULES, available, 6).map((p) => p.error);

  it('wants price and quantity for limit orders, amount for market buys', () => {
    expect(errors({ side: 'buy', type: 'limit' })).toEqual(['price_required', 'quantity_required']);
    expect(errors({ side: 'buy', type: 'market' })).toEqual(['amount_required']);
    expect(errors({ side: 'sell', type: 'market' })).toEqual(['quantity_required']);
  });

  it('refuses malformed, zero, off-tick and off-lot values', () => {
    expect(errors({ side: 'buy', type: 'limit', price: '0', quantity: '1.' })).toEqual(['price_invalid', 'quantity_invalid']);
    expect(errors({ side: 'buy', type: 'limit', price: '65000.005', quantity: '0.00015' })).toEqual(['price_off_tick', 'quantity_off_lot']);
    expect(orderProblems({ side: 'buy', type: 'limit', price: '65000.005', quantity: '1' }, RULES, undefined, 6)[0]?.params).toEqual({ tick: '0.01' });
    expect(errors({ side: 'buy', type: 'market', amount: '10.1234567' })).toEqual(['amount_invalid']);
  });

  it('checks the order value against the minimum, then the balance', () => {
    expect(errors({ side: 'buy', type: 'limit', price: '100', quantity: '0.0400' })).toEqual(['notional_too_small']);
    expect(errors({ side: 'buy', type: 'limit', price: '100', quantity: '0.05' }, '4.99')).toEqual(['insufficient_balance']);
    expect(errors({ side: 'buy', type: 'limit', price: '100', quantity: '0.05' }, '5')).toEqual([]);
    expect(errors({ side: 'sell', type: 'market', quantity: '0.0001' }, '0.0001')).toEqual([]);
    expect(errors({ side: 'sell', type: 'limit', price: '65000', quantity: '1' }, '0.5')).toEqual(['insufficient_balance']);
    expect(errors({ side: 'buy', type: 'market', amount: '4' })).toEqual(['notional_too_small']);
    // Market sells are valued at the best bid, as the server does.
    const book = { bids: [['40000.00', '1.0000']] as const, asks: [] };
    expect(orderProblems({ side: 'sell', type: 'market', quantity: '0.0001' }, RULES, '1', 6, book).map((p) => p.error)).toEqual(['notional_too_small']);
    expect(orderProblems({ side: 'buy', type: 'market', amount: '100' }, RULES, '1000', 6, book).map((p) => p.error)).toEqual(['no_liquidity']);
    // A limit buy freezes its value rounded up to the quote's smallest unit.
    expect(orderProblems({ side: 'buy', type: 'limit', price: '100.01', quantity: '0.0501' }, RULES, '5.010501', 2).map((p) => p.error)).toEqual([
      'insufficient_balance',
    ]);
  });
});

describe('quick percentages', () => {
  it('fills whole lots that the balance pays for', () => {
    expect(quickFill({ side: 'buy', type: 'limit', price: '65000' }, 50, '1000.000000', RULES, 6)).toBe('0.0076');
    expect(quickFill({ side: 'buy', type: 'limit' }, 50, '1000', RULES, 6)).toBeUndefined();
    expect(quickFill({ side: 'sell', type: 'limit' }, 25, '0.12345678', RULES, 6)).toBe('0.0308');
    expect(quickFill({ side: 'buy', type: 'market' }, 75, '1000.000000', RULES, 6)).toBe('750.000000');
    expect(quickFill({ side: 'buy', type: 'market' }, 100, '33.333333', RULES, 6)).toBe('33.333333');
  });
});

describe('estimates', () => {
  it('walks the book for market orders', () => {
    expect(walkByQuantity(BIDS, '1')).toEqual({ quantity: '1', value: '64982', short: false });
    expect(walkByQuantity(BIDS, '3').short).toBe(true);
    const buy = walkByAmount(ASKS, '40000', RULES.lot_size);
    expect(buy.quantity).toBe('0.6153');
    expect(buy.short).toBe(false);
  });

  it('takes the maker rate for a resting limit order and the fee from what the side receives', () => {
    expect(crossesBook('buy', '65000', BIDS, ASKS)).toBe(true);
    expect(crossesBook('buy', '64999.99', BIDS, ASKS)).toBe(false);
    const resting = estimateOrder({ side: 'buy', type: 'limit', price: '64000', quantity: '0.5' }, RULES, BIDS, ASKS);
    expect(resting).toMatchObject({ total: '32000', role: 'maker', feeAsset: 'BTC', fee: '0.0005', receive: '0.4995' });
    const sell = estimateOrder({ side: 'sell', type: 'market', quantity: '0.2' }, RULES, BIDS, ASKS);
    expect(sell).toMatchObject({ total: '12998', role: 'taker', feeAsset: 'USDT', fee: '25.996', receive: '12972.004' });
  });
});

describe('order book', () => {
  it('offers the tick ×1, ×10, ×100 and groups away from the spread', () => {
    expect(groupingSteps('0.01')).toEqual(['0.01', '0.1', '1']);
    expect(
      groupLevels(
        [
          ['65000.37', '1'],
          ['65000.31', '2'],
          ['64999.99', '1'],
        ],
        '0.1',
        'bid',
      ),
    ).toEqual([
      ['65000.3', '3'],
      ['64999.9', '1'],
    ]);
    expect(
      groupLevels(
        [
          ['65000.31', '1'],
          ['65000.37', '2'],
        ],
        '1',
        'ask',
      ),
    ).toEqual([['65001', '3']]);
  });

  it('scales depth bars on the deeper side', () => {
    const rows = bookRows(BIDS, ASKS, 10);
    expect(rows.bids.map((row) => row.cumulative)).toEqual(['0.2000', '2.2000']);
    expect(rows.bids[1]?.depthPct).toBe(100);
    expect(rows.asks[1]?.depthPct).toBeCloseTo(68.1, 1);
  });
});
