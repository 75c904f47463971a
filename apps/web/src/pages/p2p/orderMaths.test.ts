import { describe, expect, it } from 'vitest';
import { amountsFor, maxFor, orderProblem, priceCentsOf, unitsOf } from './orderMaths';

const ad = { min_fiat: '100.00', max_fiat: '5000.00', available: '800.000000' };

describe('quick-buy order amounts', () => {
  it('reads prices and amounts with extra zero decimals exactly', () => {
    expect(priceCentsOf('7.20')).toBe(720n);
    expect(priceCentsOf('7.2000')).toBe(720n);
    expect(priceCentsOf('0')).toBeUndefined();
    expect(unitsOf('12.5', 6)).toBe(12_500_000n);
    expect(unitsOf('1.234', 2)).toBeUndefined();
  });

  it('computes the USDT a fiat amount buys rounded down, and the fiat of a quantity rounded up (the shared arithmetic)', () => {
    // 500 CNY at 7.20: 69.444444… USDT, cut to 69.444444.
    expect(amountsFor('fiat', '500', '7.20')).toEqual({ fiatUnits: 50_000n, quantityUnits: 69_444_444n, computed: '69.444444' });
    // 10 USDT at 7.13: 71.30 exactly; 0.000001 USDT costs one cent (rounded up).
    expect(amountsFor('quantity', '10', '7.13')).toEqual({ fiatUnits: 7_130n, quantityUnits: 10_000_000n, computed: '71.30' });
    expect(amountsFor('quantity', '0.000001', '7.13').computed).toBe('0.01');
    expect(amountsFor('fiat', '1.234', '7.20').computed).toBe('');
    expect(amountsFor('fiat', '', '7.20').computed).toBe('');
  });

  it('checks what the server checks, in its order', () => {
    const check = (driver: 'fiat' | 'quantity', typed: string, balance?: string) =>
      orderProblem({ driver, typed, amounts: amountsFor(driver, typed, '7.20'), ad, balance })?.error;
    expect(check('fiat', '')).toBe('amount_required');
    expect(check('fiat', '10.001')).toBe('amount_invalid');
    expect(check('quantity', '1.0000001')).toBe('amount_invalid');
    expect(check('fiat', '99.99')).toBe('p2p_amount_out_of_limits');
    expect(check('fiat', '5000.01')).toBe('p2p_amount_out_of_limits');
    expect(check('fiat', '100')).toBeUndefined();
    expect(check('fiat', '5000')).toBeUndefined();
    // 700 USDT is 5,040 CNY: over the per-order maximum before the availability.
    expect(check('quantity', '700')).toBe('p2p_amount_out_of_limits');
    const small = { ...ad, min_fiat: '0.01', available: '10.000000' };
    expect(orderProblem({ driver: 'quantity', typed: '10.5', amounts: amountsFor('quantity', '10.5', '7.20'), ad: small })?.error).toBe(
      'p2p_amount_over_available',
    );
    expect(check('quantity', '20', '19.999999')).toBe('insufficient_balance');
    expect(check('quantity', '20', '20')).toBeUndefined();
  });

  it('names the field each problem belongs to', () => {
    // 10 USDT is 72 CNY, under the ad's minimum: a problem of the fiat, though the quantity was typed.
    const typed = '10';
    expect(orderProblem({ driver: 'quantity', typed, amounts: amountsFor('quantity', typed, '7.20'), ad })?.field).toBe('fiat');
  });

  it('offers the largest amount that passes every check', () => {
    expect(maxFor('fiat', '7.20', ad)).toBe('5000.00');
    expect(maxFor('quantity', '7.20', ad)).toBe('694.444444');
    // Selling 50 USDT held: the fiat whose USDT stays within 50.
    expect(maxFor('fiat', '7.13', ad, '50')).toBe('356.50');
    expect(maxFor('quantity', '7.13', ad, '50')).toBe('50');
    expect(maxFor('quantity', '7.13', ad, '0')).toBeUndefined();
    for (const price of ['7.13', '7.19', '0.01', '151.37']) {
      for (const driver of ['fiat', 'quantity'] as const) {
        const max = maxFor(driver, price, { max_fiat: '333.33', available: '44.123457' }, '40.000001');
        if (max === undefined) continue;
        const amounts = amountsFor(driver, max, price);
        expect(orderProblem({ driver, typed: max, amounts, ad: { min_fiat: '0.01', max_fiat: '333.33', available: '44.123457' }, balance: '40.000001' })).toBe(
          undefined,
        );
      }
    }
  });
});
