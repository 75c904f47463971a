import { type CollateralPrice, collateralValue, formatUnits, liquidationPrice, ltvBp, maxBorrow, parsePositiveUnits, parseUnits } from '@veritex/shared';
import { compare, decimalsOf, isDecimal, toScale } from '../../lib/decimal';
import { USDT_SCALE, usdt } from './loanMaths';

/**
 * Crypto-backed loan figures on the pages' decimal strings, through the shared bigint functions the
 * server values loans with (packages/shared collateral.ts): the value of collateral at a reference
 * price, its LTV, the most it secures at the opening LTV and the price at which a threshold is
 * reached. So "Max" fills exactly what the server lends, and the LTV shown is the one it checks.
 */

/** A reference price as the server sends it: its decimals are the price scale. */
function priceOf(price: string | null | undefined): CollateralPrice | undefined {
  if (!price || !isDecimal(price)) return undefined;
  const priceScale = decimalsOf(price);
  const priceUnits = parsePositiveUnits(price, priceScale);
  return priceUnits === undefined ? undefined : { priceUnits, priceScale };
}

/** A percent setting ("65.00") in basis points. */
function basisPoints(percent: string): bigint {
  return parseUnits(toScale(percent, 2), 2) ?? 0n;
}

/** Collateral × price in USDT (rounded down); undefined without a usable amount or price. */
export function collateralValueOf(amount: string | undefined, assetScale: number, price: string | null | undefined): string | undefined {
  const units = amount ? parsePositiveUnits(amount, assetScale) : undefined;
  const quote = priceOf(price);
  if (units === undefined || !quote) return undefined;
  return usdt(collateralValue(units, assetScale, quote));
}

/** Debt ÷ value as a percent with two decimals (rounded down, as the server compares it). */
export function ltvPercent(debt: string | undefined, value: string | undefined): string | undefined {
  const owed = debt ? parseUnits(debt, USDT_SCALE) : undefined;
  const worth = value ? parseUnits(value, USDT_SCALE) : undefined;
  if (owed === undefined || worth === undefined) return undefined;
  const bp = ltvBp(owed, worth);
  return bp === undefined ? undefined : formatUnits(bp, 2);
}

/** The most USDT this collateral secures at `ltvPct` of its value. */
export function maxAtLtv(amount: string | undefined, assetScale: number, price: string | null | undefined, ltvPct: string): string | undefined {
  const value = collateralValueOf(amount, assetScale, price);
  if (value === undefined) return undefined;
  return usdt(maxBorrow(parseUnits(value, USDT_SCALE) ?? 0n, basisPoints(ltvPct)));
}

/** The collateral price at which `debt` reaches `ltvPct`; undefined without debt or collateral. */
export function priceAtLtv(debt: string, amount: string, assetScale: number, price: string | null | undefined, ltvPct: string): string | undefined {
  const owed = parseUnits(debt, USDT_SCALE);
  const units = parsePositiveUnits(amount, assetScale);
  const quote = priceOf(price);
  if (owed === undefined || units === undefined || !quote) return undefined;
  const boundary = liquidationPrice(owed, units, assetScale, quote.priceScale, basisPoints(ltvPct));
  return boundary === undefined || boundary < 0n ? undefined : formatUnits(boundary, quote.priceScale);
}

/** Where an LTV stands against the thresholds: fine, past the margin call, or at liquidation. */
export function ltvZone(ltv: string | null | undefined, marginCallPct: string, liquidationPct: string): 'safe' | 'margin' | 'liquidation' | undefined {
  if (!ltv || !isDecimal(ltv)) return undefined;
  if (compare(ltv, liquidationPct) >= 0) return 'liquidation';
  if (compare(ltv, marginCallPct) >= 0) return 'margin';
  return 'safe';
}
