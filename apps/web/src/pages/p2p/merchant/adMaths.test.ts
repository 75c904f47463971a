import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  filledMethods,
  floatingPrice,
  marginBp,
  maxFiatProblem,
  methodsProblem,
  priceProblem,
  referenceCentsOf,
  reserveChange,
  windowChoices,
  windowProblem,
} from './adMaths';

const empty = { name: '', bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '' };

describe('the ad editor arithmetic', () => {
  it('prices a floating ad as the shared floatingPriceCents does: reference × margin, half up to the cent', () => {
    expect(floatingPrice('7.20', '101.50')).toBe('7.31');
    expect(floatingPrice('7.2049', '100')).toBe('7.20');
    expect(floatingPrice('0.66', '100.75')).toBe('0.66');
    expect(floatingPrice(null, '101')).toBeUndefined();
    expect(floatingPrice('7.20', 'x')).toBeUndefined();
    expect(marginBp('101.5')).toBe(10150n);
    expect(referenceCentsOf('153.4567')).toBe(15345n);
  });

  it('refuses what the server refuses', () => {
    expect(priceProblem({ side: 'sell', price_type: 'fixed', price: '7.201' })).toEqual({ key: 'priceInvalid' });
    expect(priceProblem({ side: 'sell', price_type: 'fixed', price: '0' })).toEqual({ key: 'priceInvalid' });
    expect(priceProblem({ side: 'sell', price_type: 'fixed', price: '7.2' })).toBeUndefined();
    expect(priceProblem({ side: 'sell', price_type: 'floating', margin_pct: '79.99' })?.key).toBe('marginRange');
    expect(priceProblem({ side: 'sell', price_type: 'floating', margin_pct: '120' })).toBeUndefined();
    expect(priceProblem({ side: 'sell', price_type: 'floating', margin_pct: '120.01' })?.key).toBe('marginRange');
    expect(amountProblem({ side: 'sell', price_type: 'fixed', amount: '100.0000001' }, '1000', '7.20')).toEqual({ key: 'amountInvalid' });
    expect(amountProblem({ side: 'sell', price_type: 'fixed', amount: '1000.000001' }, '1000', '7.20')).toEqual({
      key: 'amountOverBalance',
      available: '1000',
    });
    expect(amountProblem({ side: 'buy', price_type: 'fixed', amount: '1000000' }, undefined, '7.20')).toBeUndefined();
    // 10 USDT at 7.20 is worth 72.00: it cannot fill a 100.00 minimum order.
    expect(amountProblem({ side: 'buy', price_type: 'fixed', amount: '10', min_fiat: '100' }, undefined, '7.20')).toEqual({
      key: 'amountBelowMin',
      worth: '72.00',
    });
    expect(amountProblem({ side: 'buy', price_type: 'fixed', amount: '13.888889', min_fiat: '100' }, undefined, '7.20')).toBeUndefined();
    expect(maxFiatProblem({ side: 'sell', price_type: 'fixed', min_fiat: '100', max_fiat: '99.99' })).toEqual({ key: 'maxBelowMin' });
    expect(windowProblem({ side: 'sell', price_type: 'fixed', window_minutes: 31 })?.key).toBe('windowRange');
    expect(windowProblem({ side: 'sell', price_type: 'fixed', window_minutes: 15 })).toBeUndefined();
  });

  it('offers only the payment methods the receiving settings fill', () => {
    const filled = filledMethods({ ...empty, name: 'A Person', bank_name: 'Bank', bank_number: '622', weixin_account: 'wx' });
    expect([...filled].sort()).toEqual(['bank', 'wechat']);
    expect(methodsProblem({ side: 'sell', price_type: 'fixed', methods: ['alipay'] }, filled)).toEqual({ key: 'methodUnfilled' });
    expect(methodsProblem({ side: 'sell', price_type: 'fixed', methods: [] }, filled)).toEqual({ key: 'methodsRequired' });
    expect(filledMethods({ ...empty, bank_name: 'Bank', bank_number: '622' }).size).toBe(0);
    expect([...filledMethods({ ...empty, alipay_account: 'a@b.c' })]).toEqual(['alipay']);
  });

  it('moves only the difference into or out of the reserve on an edit', () => {
    expect(reserveChange('sell', '150', '100.000000')).toBe(50_000_000n);
    expect(reserveChange('sell', '80.5', '100.000000')).toBe(-19_500_000n);
    expect(reserveChange('buy', '150', '0')).toBe(0n);
    expect(windowChoices(17)).toEqual([15, 17, 20, 25, 30]);
  });
});
