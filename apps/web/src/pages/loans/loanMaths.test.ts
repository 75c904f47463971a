import type { LoanLimit, LoanProduct } from '@veritex/shared';
import { describe, expect, it } from 'vitest';
import { collateralValueOf, ltvPercent, ltvZone, maxAtLtv, priceAtLtv } from './collateralMaths';
import { applicationSchedule, checkLoanAmount, dueDateIfApprovedOn, dueDayOf, maxBorrowable, usdt } from './loanMaths';

const product: LoanProduct = {
  id: '1',
  asset: 'USDT',
  min_amount: '100',
  max_amount: '50000',
  term_days: 30,
  daily_rate_pct: '0.05',
  late_fee_pct: '0.5',
  lender: 'Veritex Lending Desk',
  active: true,
};
const limit: LoanLimit = { score: 60, limit: '1000', used: '0', available: '1000' };

describe('the schedule shown before applying', () => {
  it('is the shared loanSchedule: 500 USDT, 30 days at 0.05 % a day, late fee 0.5 % a day', () => {
    const schedule = applicationSchedule(product, '500');
    expect(schedule && usdt(schedule.principal)).toBe('500.000000');
    expect(schedule && usdt(schedule.interest)).toBe('7.500000');
    expect(schedule && usdt(schedule.totalRepayment)).toBe('507.500000');
    expect(schedule && usdt(schedule.lateFeePerDay)).toBe('2.500000');
  });

  it('rounds interest down to the minor unit, and is undefined without a usable amount', () => {
    const schedule = applicationSchedule({ ...product, daily_rate_pct: '0.0333', term_days: 7 }, '123.456789');
    // 123.456789 × 0.000333 × 7 = 0.2877777…: cut to 0.287777
    expect(schedule && usdt(schedule.interest)).toBe('0.287777');
    expect(applicationSchedule(product, '')).toBeUndefined();
    expect(applicationSchedule(product, '1.0000001')).toBeUndefined();
    expect(applicationSchedule(product, '0')).toBeUndefined();
  });

  it('falls due on the last Hong Kong day of the term counted from today', () => {
    // 2026-03-01 23:30 in Hong Kong is 15:30 UTC: day 1 is 1 March, day 30 is 30 March.
    expect(dueDateIfApprovedOn(30, Date.parse('2026-03-01T15:30:00Z'))).toBe('2026-03-30');
    // 16:30 UTC is already 2 March in Hong Kong.
    expect(dueDateIfApprovedOn(30, Date.parse('2026-03-01T16:30:00Z'))).toBe('2026-03-31');
    expect(dueDateIfApprovedOn(1, Date.parse('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });

  it("reads the server's due instant (the end of the due day in Hong Kong) as that day", () => {
    expect(dueDayOf('2026-03-30T16:00:00.000Z')).toBe('2026-03-30');
  });
});

describe('the amount bounds', () => {
  it('caps the product at what the credit limit has left', () => {
    expect(maxBorrowable(product, limit)).toBe('1000.000000');
    expect(maxBorrowable(product, { ...limit, available: '0' })).toBe('0.000000');
    expect(maxBorrowable(product, null)).toBe('50000.000000');
  });

  it('checks like the server: present, well formed, in the product, under the limit', () => {
    expect(checkLoanAmount(product, limit, '')).toEqual({ ok: false, error: 'amount_required' });
    expect(checkLoanAmount(product, limit, '1.1234567')).toEqual({ ok: false, error: 'amount_invalid' });
    expect(checkLoanAmount(product, limit, '99.99')).toMatchObject({ ok: false, error: 'amount_out_of_bounds' });
    expect(checkLoanAmount(product, limit, '1000.000001')).toMatchObject({ ok: false, error: 'loan_over_limit', available: '1000' });
    expect(checkLoanAmount(product, limit, '1000')).toEqual({ ok: true });
  });
});

describe('collateral arithmetic', () => {
  it('values collateral at the price and finds the LTV, cut to two decimals', () => {
    expect(collateralValueOf('0.5', 8, '60000.12')).toBe('30000.060000');
    expect(collateralValueOf('0.123456789', 8, '60000.12')).toBeUndefined();
    expect(ltvPercent('19500', '30000')).toBe('65.00');
    expect(ltvPercent('1', '3')).toBe('33.33');
    expect(ltvPercent('1', '0')).toBeUndefined();
    expect(ltvPercent('0', '0')).toBe('0.00');
  });

  it('lends at most the opening LTV of the value as the server rounds it (value first, then the share)', () => {
    expect(maxAtLtv('0.5', 8, '60000.00', '65.00')).toBe('19500.000000');
    // value 0.000612 USDT (rounded down), 65 % of it 0.000397
    expect(maxAtLtv('0.00000001', 8, '61234.56', '65.00')).toBe('0.000397');
    expect(maxAtLtv(undefined, 8, '60000.00', '65.00')).toBeUndefined();
  });

  it('prices the liquidation and places an LTV against the thresholds', () => {
    // 19,500 USDT against 0.5 BTC reaches 85 % at 45,882.35 USDT.
    expect(priceAtLtv('19500', '0.5', 8, '60000.00', '85.00')).toBe('45882.35');
    expect(priceAtLtv('0', '0.5', 8, '60000.00', '85.00')).toBeUndefined();
    expect(ltvZone('74.99', '75', '85')).toBe('safe');
    expect(ltvZone('75', '75', '85')).toBe('margin');
    expect(ltvZone('85.00', '75', '85')).toBe('liquidation');
  });
});
