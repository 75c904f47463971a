import { compare, div, isAmount, isDecimal, mul, sign, toScale } from '../../lib/decimal';
import { USDT_SCALE } from './loanMaths';

/**
 * Crypto-backed loan arithmetic on decimal strings (bigint underneath, never a float): the value
 * of collateral at the reference price, the loan-to-value it carries, the most it secures at the
 * opening LTV, and the price at which the liquidation LTV is reached.
 */

/** LTVs are shown to two decimals, cut (never rounded up towards a threshold). */
export const LTV_DECIMALS = 2;

/** Collateral × price, in USDT cut to its scale; undefined without a usable amount or price. */
export function collateralValue(amount: string | undefined, price: string | null | undefined): string | undefined {
  if (!amount || !price || !isDecimal(amount) || !isDecimal(price) || sign(amount) <= 0 || sign(price) <= 0) return undefined;
  return toScale(mul(amount, price), USDT_SCALE);
}

/** Debt ÷ collateral value × 100, cut to two decimals. */
export function ltvPercent(debt: string | undefined, value: string | undefined): string | undefined {
  if (!debt || !value || !isDecimal(debt) || !isDecimal(value) || sign(value) <= 0) return undefined;
  return div(mul(debt, '100'), value, LTV_DECIMALS);
}

/** The most USDT this collateral secures at the opening LTV, cut to USDT's scale. */
export function maxAtLtv(amount: string | undefined, price: string | null | undefined, ltvPct: string): string | undefined {
  if (!collateralValue(amount, price) || !amount || !price) return undefined;
  // From the exact product, cut once: cutting the value first could lose a minor unit.
  return div(mul(mul(amount, price), ltvPct), '100', USDT_SCALE);
}

/** The collateral price at which debt ÷ value reaches `ltvPct` (two decimals); undefined without debt. */
export function priceAtLtv(debt: string, collateralAmount: string, ltvPct: string): string | undefined {
  if (!isDecimal(debt) || sign(debt) <= 0 || !isDecimal(collateralAmount) || sign(collateralAmount) <= 0) return undefined;
  return div(mul(debt, '100'), mul(collateralAmount, ltvPct), 2);
}

/** Where an LTV stands against the thresholds: fine, past the margin call, or at liquidation. */
export function ltvZone(ltv: string | null | undefined, marginCallPct: string, liquidationPct: string): 'safe' | 'margin' | 'liquidation' | undefined {
  if (!ltv || !isDecimal(ltv)) return undefined;
  if (compare(ltv, liquidationPct) >= 0) return 'liquidation';
  if (compare(ltv, marginCallPct) >= 0) return 'margin';
  return 'safe';
}

/** Whether `value` is a positive amount with at most `scale` decimals (the server's check). */
export function isCollateralAmount(value: string | undefined, scale: number): value is string {
  return typeof value === 'string' && isAmount(value, scale);
}
