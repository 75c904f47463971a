import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BP, collateralValue, liquidationPlan, liquidationPrice, ltvBp, maxBorrow, reachesLtv } from './collateral.js';

const SEED = 20_261_118;
const price = fc.record({ priceUnits: fc.bigInt({ min: 1n, max: 20_000_000n }), priceScale: fc.constantFrom(0, 2, 4) });
const assetScale = fc.constantFrom(6, 8);

describe('collateral arithmetic over seeded random loans', () => {
  it('a liquidation returns the loan to the opening LTV unless it sells everything, and every sum balances', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        assetScale,
        price,
        fc.bigInt({ min: 1_000n, max: 9_000n }),
        fc.bigInt({ min: 0n, max: 1_000n }),
        fc.bigInt({ min: 100n, max: 30_000n }),
        fc.bigInt({ min: 0n, max: 5_000n }),
        (units, scale, at, openingLtvBp, feeBp, ltvStartBp, interestShareBp) => {
          const value = collateralValue(units, scale, at);
          const debt = (value * ltvStartBp) / BP + 1n;
          const interest = (debt * interestShareBp) / BP;
          const principal = debt - interest;
          const plan = liquidationPlan({ principal, interest, units, assetScale: scale, price: at, openingLtvBp, feeBp });
          // Collateral: what is sold plus what is left is what was held.
          expect(plan.sold + plan.unitsLeft).toBe(units);
          expect(plan.sold).toBeGreaterThanOrEqual(0n);
          // USDT: proceeds = fee + interest + principal + returned; debt = paid + left.
          expect(plan.proceeds).toBe(collateralValue(plan.sold, scale, at));
          expect(plan.fee + plan.toInterest + plan.toPrincipal + plan.returned).toBe(plan.proceeds);
          expect(plan.toInterest + plan.interestLeft).toBe(interest);
          expect(plan.toPrincipal + plan.principalLeft).toBe(principal);
          expect(plan.fee).toBe((plan.proceeds * feeBp) / BP);
          // Interest is paid before principal; money comes back only once the debt is gone.
          if (plan.toPrincipal > 0n) expect(plan.interestLeft).toBe(0n);
          if (plan.returned > 0n) expect(plan.principalLeft + plan.interestLeft).toBe(0n);
          if (plan.shortfall > 0n) expect(plan.unitsLeft).toBe(0n);
          if (!plan.closes) {
            const left = plan.principalLeft + plan.interestLeft;
            const valueLeft = collateralValue(plan.unitsLeft, scale, at);
            // Exactly at or below the opening LTV, not merely within rounding.
            expect(left * BP).toBeLessThanOrEqual(openingLtvBp * valueLeft);
            expect(plan.ltvAfterBp).toBeLessThanOrEqual(openingLtvBp);
            // Only enough was sold: one unit less is worth less than the sale the opening LTV needs
            // (D × 10^4 − L × V, over 10^4 − f − L, plus at most two micro-USDT for rounding).
            if (plan.sold > 0n) {
              const denominator = BP - feeBp - openingLtvBp;
              const excess = debt * BP - openingLtvBp * value;
              expect(collateralValue(plan.sold - 1n, scale, at) * denominator).toBeLessThan(excess + openingLtvBp + denominator);
            }
          }
        },
      ),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('the liquidation price is the exact boundary: liquidated there, not one unit above', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        assetScale,
        fc.constantFrom(0, 2, 4),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1_000n, max: 9_500n }),
        (units, scale, priceScale, debt, liquidationLtvBp) => {
          const boundary = liquidationPrice(debt, units, scale, priceScale, liquidationLtvBp);
          if (boundary === undefined) throw new Error('a loan with debt and collateral has a liquidation price');
          const valueAt = (priceUnits: bigint) => collateralValue(units, scale, { priceUnits, priceScale });
          if (boundary >= 0n) expect(reachesLtv(debt, valueAt(boundary), liquidationLtvBp)).toBe(true);
          expect(reachesLtv(debt, valueAt(boundary + 1n), liquidationLtvBp)).toBe(false);
        },
      ),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it('borrowing the most the opening LTV allows lands at or just under it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 9_999n }), (value, openingLtvBp) => {
        const most = maxBorrow(value, openingLtvBp);
        expect(reachesLtv(most + 1n, value, openingLtvBp)).toBe(most + 1n > 0n && (most + 1n) * BP >= openingLtvBp * value);
        expect(ltvBp(most, value) ?? 0n).toBeLessThanOrEqual(openingLtvBp);
        expect((most + 1n) * BP).toBeGreaterThan(openingLtvBp * value);
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});
