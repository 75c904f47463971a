import { dailyAccrual, earlyRedemptionQuote, termInterest } from '@veritex/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13: the daily accruals of a term add up to principal × rate × days exactly (rounded down
 * once, never per day), every day's accrual is non-negative, and the early-redemption quote always
 * balances. The quote equalling what is posted is checked against the database in earn.test.ts.
 */

const principal = fc.bigInt({ min: 1n, max: 1_000_000_000_000n });
const ratePpm = fc.bigInt({ min: 0n, max: 100_000n });
const termDays = fc.integer({ min: 1, max: 366 });

describe('daily accrual', () => {
  it('adds up over the term to ⌊principal × rate × days / 10^6⌋, each day ≥ 0 and never more than a minor unit off the exact daily amount', () => {
    fc.assert(
      fc.property(principal, ratePpm, termDays, (p, r, days) => {
        let sum = 0n;
        const exactDaily = p * r; // ×10^-6
        for (let day = 1; day <= days; day += 1) {
          const amount = dailyAccrual(p, r, day);
          expect(amount).toBeGreaterThanOrEqual(0n);
          // The carried remainder keeps each day within one minor unit of the exact daily interest.
          expect(amount * 1_000_000n - exactDaily).toBeLessThan(1_000_000n);
          expect(exactDaily - amount * 1_000_000n).toBeLessThan(1_000_000n);
          sum += amount;
        }
        expect(sum).toBe(termInterest(p, r, days));
        expect(sum).toBe((p * r * BigInt(days)) / 1_000_000n);
      }),
      { numRuns: 300 },
    );
  });

  it('quotes an early redemption that balances: returned + forfeited + penalty = principal + accrued, nothing negative', () => {
    const terms = fc.record({
      rule: fc.constantFrom('keep' as const, 'forfeit' as const, 'penalty' as const),
      penaltyInterestBp: fc.integer({ min: 0, max: 10_000 }),
      penaltyPrincipalBp: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(principal, ratePpm, termDays, fc.integer({ min: 0, max: 366 }), terms, (p, r, days, held, t) => {
        const accrued = termInterest(p, r, Math.min(held, days));
        const quote = earlyRedemptionQuote(p, accrued, t);
        expect(quote.totalReturned + quote.interestForfeited + quote.principalPenalty).toBe(p + accrued);
        expect(quote.totalReturned).toBe(quote.principalReturned + quote.interestKept);
        for (const value of [quote.interestKept, quote.interestForfeited, quote.principalPenalty, quote.principalReturned])
          expect(value).toBeGreaterThanOrEqual(0n);
        if (t.rule === 'keep') expect(quote.totalReturned).toBe(p + accrued);
        if (t.rule === 'forfeit') expect(quote.totalReturned).toBe(p);
      }),
      { numRuns: 500 },
    );
  });
});
