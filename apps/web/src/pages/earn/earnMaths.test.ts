import { describe, expect, it } from 'vitest';
import { accrualsCsv, exampleRedemption, maxBuyable, percentToBp, projection, simpleYearlyPct, takenOf, termDates } from './earnMaths';

const thirty = { daily_rate_pct: '0.012', term_days: 30 };

describe('earn projection', () => {
  it('is the shared arithmetic on minor units: 500 USDT at 0.012 % a day for 30 days', () => {
    const result = projection('500', thirty);
    expect(result?.firstDay).toBe(60_000n);
    expect(result?.total).toBe(1_800_000n);
    expect(result?.atMaturity).toBe(501_800_000n);
    expect(result?.dayMin).toBe(60_000n);
    expect(result?.dayMax).toBe(60_000n);
  });

  it('shows the carried remainder as a one-unit range when a day does not divide', () => {
    // 100.000001 × 0.012 % = 0.012000000120 a day: days round down, the remainder is carried.
    const result = projection('100.000001', { daily_rate_pct: '0.0164', term_days: 180 });
    expect(result).toBeDefined();
    if (!result) return;
    expect(result.dayMax - result.dayMin).toBeLessThanOrEqual(1n);
    expect(result.total).toBe((100_000_001n * 164n * 180n) / 1_000_000n);
  });

  it('refuses what is not an amount', () => {
    expect(projection('', thirty)).toBeUndefined();
    expect(projection('0', thirty)).toBeUndefined();
    expect(projection('1.0000001', thirty)).toBeUndefined();
  });
});

describe('rates and rules', () => {
  it('states the yearly rate as daily × 365, exactly', () => {
    expect(simpleYearlyPct('0.012')).toBe('4.38');
    expect(simpleYearlyPct('0.0164')).toBe('5.986');
    expect(simpleYearlyPct('0.0219')).toBe('7.9935');
  });

  it('reads penalty shares in basis points', () => {
    expect(percentToBp('50')).toBe(5000);
    expect(percentToBp('0.25')).toBe(25);
    expect(percentToBp('0')).toBe(0);
  });

  it('gives the exact effect of an early redemption for each rule', () => {
    const base = {
      id: '1',
      asset: 'USDT',
      term_days: 180,
      daily_rate_pct: '0.0164',
      min_amount: '100',
      max_amount: '100000',
      capacity: '1',
      remaining: '1',
      active: true,
    };
    const penalty = exampleRedemption('1000', { ...base, early_rule: 'penalty', penalty_interest_pct: '50', penalty_principal_pct: '1' }, 90);
    // 1000 × 0.0164 % × 90 = 14.76 accrued; half forfeited, 1 % of principal withheld.
    expect(penalty?.accrued).toBe(14_760_000n);
    expect(penalty?.interestForfeited).toBe(7_380_000n);
    expect(penalty?.principalPenalty).toBe(10_000_000n);
    expect(penalty?.totalReturned).toBe(990_000_000n + 7_380_000n);
    const forfeit = exampleRedemption('1000', { ...base, early_rule: 'forfeit', penalty_interest_pct: '0', penalty_principal_pct: '0' }, 90);
    expect(forfeit?.interestKept).toBe(0n);
    expect(forfeit?.totalReturned).toBe(1_000_000_000n);
    const keep = exampleRedemption('1000', { ...base, early_rule: 'keep', penalty_interest_pct: '0', penalty_principal_pct: '0' }, 90);
    expect(keep?.totalReturned).toBe(1_014_760_000n);
  });
});

describe('dates', () => {
  it('starts on the Hong Kong day of deposit and pays on the next working day', () => {
    // Friday 2026-11-27 20:00 in Hong Kong (12:00 UTC): a 30-day term ends Saturday 2026-12-26.
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(termDates(30, [], now)).toEqual({ start: '2026-11-27', end: '2026-12-26', payout: '2026-12-28' });
    // The Monday is a holiday: Tuesday.
    expect(termDates(30, ['2026-12-28'], now).payout).toBe('2026-12-29');
    // 23:30 UTC on the 27th is already the 28th in Hong Kong.
    expect(termDates(1, [], Date.parse('2026-11-27T16:30:00Z')).start).toBe('2026-11-28');
  });
});

describe('bounds', () => {
  const product = { min_amount: '100', max_amount: '100000', remaining: '5000000' };
  it('offers the least of the maximum, the capacity left and the balance', () => {
    expect(maxBuyable(product, '1234.5')).toBe('1234.500000');
    expect(maxBuyable({ ...product, remaining: '300' }, '1234.5')).toBe('300.000000');
    expect(maxBuyable(product, '999999999')).toBe('100000.000000');
  });
  it('offers nothing below the minimum', () => {
    expect(maxBuyable(product, '99.99')).toBeUndefined();
    expect(maxBuyable(product, undefined)).toBeUndefined();
  });
  it('measures the capacity taken', () => {
    expect(takenOf('5000000', '4999500')).toBe('500.000000');
    expect(takenOf('100', '0')).toBe('100.000000');
  });
});

describe('CSV export', () => {
  it('writes the rows with their exact decimal strings', () => {
    const csv = accrualsCsv('E20261127000001', [
      { day: 1, date: '2026-11-27', amount: '0.060000', cumulative: '0.060000' },
      { day: 2, date: '2026-11-28', amount: '0.060000', cumulative: '0.120000' },
    ]);
    expect(csv).toBe(
      'order_no,day,date,amount,cumulative\r\nE20261127000001,1,2026-11-27,0.060000,0.060000\r\nE20261127000001,2,2026-11-28,0.060000,0.120000\r\n',
    );
  });
});
