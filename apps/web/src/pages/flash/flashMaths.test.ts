import type { FlashPair, FlashQuote, FlashRecord } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  chooseFrom,
  chooseTo,
  directionFromQuery,
  estimate,
  inverseRate,
  maxAmount,
  minimumOf,
  quoteLifeMs,
  secondsLeft,
  swapSides,
  versusQuote,
} from './flashMaths';

const BTC: FlashPair = {
  asset: 'BTC',
  symbol: 'BTC_USDT',
  asset_decimals: 5,
  usdt_decimals: 6,
  fee_pct: '0.10',
  min_asset: '0.00001',
  min_usdt: '5.000000',
};
const ETH: FlashPair = { ...BTC, asset: 'ETH', symbol: 'ETH_USDT', asset_decimals: 4, min_asset: '0.0001' };

describe('directions', () => {
  it('keeps one side USDT whichever side the user changes', () => {
    const buyBtc = { coin: 'BTC', side: 'buy' as const };
    expect(chooseFrom(buyBtc, 'ETH')).toEqual({ coin: 'ETH', side: 'sell' });
    expect(chooseFrom({ coin: 'ETH', side: 'sell' }, 'USDT')).toEqual({ coin: 'ETH', side: 'buy' });
    expect(chooseTo({ coin: 'BTC', side: 'sell' }, 'ETH')).toEqual({ coin: 'ETH', side: 'buy' });
    expect(chooseTo(buyBtc, 'USDT')).toEqual({ coin: 'BTC', side: 'sell' });
    expect(swapSides(buyBtc)).toEqual({ coin: 'BTC', side: 'sell' });
  });

  it('reads the address, else buys the first coin with USDT', () => {
    expect(directionFromQuery('btc', 'USDT', [BTC, ETH])).toEqual({ coin: 'BTC', side: 'sell' });
    expect(directionFromQuery('USDT', 'ETH', [BTC, ETH])).toEqual({ coin: 'ETH', side: 'buy' });
    expect(directionFromQuery('DOGE', null, [BTC, ETH])).toEqual({ coin: 'BTC', side: 'buy' });
    expect(directionFromQuery(null, null, [])).toBeUndefined();
  });
});

describe('the checks the server makes before quoting', () => {
  it('wants at least one lot worth the minimum order value at the best price', () => {
    // 5 USDT at 60,000 per BTC is 0.0000833…: nine lots of 0.00001.
    expect(minimumOf(BTC, 'sell', '60000')).toBe('0.00009');
    // Those nine lots cost 5.4 USDT at the best ask.
    expect(minimumOf(BTC, 'buy', '60000')).toBe('5.4');
    expect(minimumOf(BTC, 'sell', undefined)).toBe('0.00001');
    expect(minimumOf(BTC, 'buy', undefined)).toBe('5');
    // A cheap coin: one lot is worth more than the minimum value.
    expect(minimumOf({ ...BTC, min_usdt: '0.000001' }, 'sell', '60000')).toBe('0.00001');
  });

  it('refuses by the asset decimals, the minimum and the balance, in that order', () => {
    expect(amountProblem('', BTC, 'sell', '0.00009', '1')?.error).toBe('amount_required');
    expect(amountProblem('0.000001', BTC, 'sell', '0.00009', '1')).toEqual({ error: 'amount_invalid', params: { scale: 5 } });
    expect(amountProblem('0', BTC, 'sell', '0.00009', '1')?.error).toBe('amount_invalid');
    expect(amountProblem('0.00008', BTC, 'sell', '0.00009', '1')).toEqual({ error: 'flash_amount_too_small', params: { min: '0.00009 BTC' } });
    expect(amountProblem('1.5', BTC, 'sell', '0.00009', '1.00000000')?.error).toBe('insufficient_balance');
    expect(amountProblem('1', BTC, 'sell', '0.00009', '1.00000000')).toBeUndefined();
    expect(amountProblem('10.1234567', BTC, 'buy', '5.4', '100')?.error).toBe('amount_invalid');
    expect(amountProblem('10.123456', BTC, 'buy', '5.4', '100.000000')).toBeUndefined();
  });

  it('offers the whole balance cut to the amount decimals', () => {
    expect(maxAmount('0.12345678', BTC, 'sell')).toBe('0.12345');
    expect(maxAmount('0.000009', BTC, 'sell')).toBeUndefined();
    expect(maxAmount('0', BTC, 'sell')).toBeUndefined();
    expect(maxAmount('100.500000', BTC, 'buy')).toBe('100.5');
  });
});

describe('the estimate from the book', () => {
  const depth = {
    bids: [
      ['60000', '0.5'],
      ['59000', '1'],
    ] as const,
    asks: [
      ['61000', '0.1'],
      ['62000', '1'],
    ] as const,
  };

  it('walks the bids for a sale, the fee off the USDT', () => {
    // 0.5 × 60,000 + 0.5 × 59,000 = 59,500; less 0.1% = 59,440.5.
    expect(estimate('1', BTC, 'sell', depth, 2)).toEqual({ receive: '59440.500000', price: '59500.00', short: false });
  });

  it('walks the asks for a purchase in whole lots, the fee off the coins', () => {
    // 6,100 buys 0.1 at 61,000; 6,200 more buys 0.1 at 62,000: 0.2 BTC less 0.1% = 0.1998.
    expect(estimate('12300', BTC, 'buy', depth, 2)).toEqual({ receive: '0.19980', price: '61500.00', short: false });
  });

  it('says when the book shown is too thin', () => {
    expect(estimate('5', BTC, 'sell', depth, 2)?.short).toBe(true);
    expect(estimate('1', BTC, 'sell', { bids: [], asks: [] }, 2)).toEqual({ receive: '0', price: undefined, short: true });
  });
});

describe('the quote', () => {
  const quote: FlashQuote = {
    quote_id: '7',
    from_asset: 'BTC',
    to_asset: 'USDT',
    from_amount: '0.01000',
    to_amount: '599.400000',
    fee: '0.600000',
    fee_asset: 'USDT',
    fee_pct: '0.10',
    price: '60000.000000',
    limit_price: '60000.00',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2026-01-01T00:00:10.000Z',
  };

  it('holds for the server’s own interval, counted down in whole seconds', () => {
    expect(quoteLifeMs(quote)).toBe(10_000);
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('shows the inverse rate cut, never rounded up', () => {
    expect(inverseRate('60000', 8)).toBe('0.00001666');
    expect(inverseRate('0', 8)).toBeUndefined();
  });

  it('tells a fill at a better price from one at the quote', () => {
    const record: FlashRecord = { ...quote, id: '7', order_id: '9', status: 'filled' };
    expect(versusQuote(record, quote)).toBe('same');
    expect(versusQuote({ ...record, price: '60010.000000' }, quote)).toBe('better');
    expect(versusQuote({ ...record, from_asset: 'USDT', to_asset: 'BTC', price: '59990.000000' }, { ...quote, from_asset: 'USDT' })).toBe('better');
    expect(versusQuote({ ...record, status: 'refused' }, quote)).toBeUndefined();
  });
});
