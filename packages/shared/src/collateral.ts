/**
 * Crypto-backed loan arithmetic (issue 13), shared by the server that posts it and the pages that
 * show it. Everything is bigint: collateral in its asset's minor units, prices integers of their
 * price scale, debts and values USDT minor units (6 decimals), loan-to-value (LTV) in basis points.
 * Values round down, so the collateral is never worth more on paper than it fetched.
 */

export const BP = 10_000n;
const USDT_UNIT = 1_000_000n;
/** What a statement records as the LTV of a debt owed against collateral worth nothing at the price. */
export const UNBOUNDED_LTV_BP = 100_000_000n;

/** A collateral price: integer units of 10^-scale USDT per whole unit of the asset. */
export interface CollateralPrice {
  priceUnits: bigint;
  priceScale: number;
}

/** floor(units × price × 10^6 / (10^assetScale × 10^priceScale)): USDT minor units. */
export function collateralValue(units: bigint, assetScale: number, price: CollateralPrice): bigint {
  return (units * price.priceUnits * USDT_UNIT) / 10n ** BigInt(assetScale + price.priceScale);
}

/**
 * Debt over value in basis points, rounded down. Rounding down keeps the comparison exact:
 * ltvBp(d, v) ≥ t exactly when d × 10^4 ≥ t × v. Undefined when debt is owed against nothing.
 */
export function ltvBp(debt: bigint, value: bigint): bigint | undefined {
  if (debt === 0n) return 0n;
  if (value <= 0n) return undefined;
  return (debt * BP) / value;
}

/** Whether the debt has reached `thresholdBp` of the value (no value with a debt counts as reached). */
export function reachesLtv(debt: bigint, value: bigint, thresholdBp: bigint): boolean {
  if (debt === 0n) return false;
  return debt * BP >= thresholdBp * value;
}

/** The most that can be borrowed against `value` at the opening LTV. */
export function maxBorrow(value: bigint, openingLtvBp: bigint): bigint {
  return (value * openingLtvBp) / BP;
}

/**
 * The highest price (integer of the price scale) at which the loan is liquidated: at this price
 * the LTV has reached `liquidationLtvBp`, one price unit above it has not. Undefined without debt
 * or collateral. With M = floor(debt × 10^4 / L), liquidation holds while the value is at most M,
 * that is while units × p × 10^6 < (M + 1) × 10^(assetScale + priceScale).
 */
export function liquidationPrice(debt: bigint, units: bigint, assetScale: number, priceScale: number, liquidationLtvBp: bigint): bigint | undefined {
  if (debt <= 0n || units <= 0n || liquidationLtvBp <= 0n) return undefined;
  const most = (debt * BP) / liquidationLtvBp;
  const scaled = (most + 1n) * 10n ** BigInt(assetScale + priceScale);
  const divisor = units * USDT_UNIT;
  return ceilDiv(scaled, divisor) - 1n;
}

export interface LiquidationInput {
  principal: bigint;
  interest: bigint;
  /** Collateral held, in the asset's minor units. */
  units: bigint;
  assetScale: number;
  price: CollateralPrice;
  openingLtvBp: bigint;
  feeBp: bigint;
}

export interface LiquidationPlan {
  /** Collateral the lending desk takes, in the asset's minor units. */
  sold: bigint;
  /** Value of what is sold at the price (rounded down). */
  proceeds: bigint;
  /** floor(proceeds × fee / 10^4). */
  fee: bigint;
  /** proceeds − fee: applied to interest first, then principal, the rest returned to the user. */
  applied: bigint;
  toInterest: bigint;
  toPrincipal: bigint;
  /** What is left of `applied` once the debt is paid: back to the user's exchange USDT. */
  returned: bigint;
  /** Debt left when all the collateral was sold: the lending account absorbs it and the loan closes. */
  shortfall: bigint;
  /** Collateral still held after the sale (released when the loan closes). */
  unitsLeft: bigint;
  principalLeft: bigint;
  interestLeft: bigint;
  /** The loan closes: all the collateral sold, or the debt paid in full. */
  closes: boolean;
  ltvBeforeBp: bigint;
  /** LTV after the sale; 0 for a loan that closes (nothing is owed any more). */
  ltvAfterBp: bigint;
}

/**
 * How much collateral a liquidation sells: only enough to bring the loan back to the opening LTV
 * L, after the fee f. Selling value s leaves debt D − s(1 − f) against V − s, so
 * s = ceil((D × 10^4 − L × V + L) / (10^4 − f − L)); the extra L covers the one micro-USDT the
 * remaining collateral's value can lose to rounding, so the LTV after is at most L exactly. The
 * units sold are the fewest worth at least s, capped at all the collateral. When
 * 10^4 − f − L ≤ 0 no partial sale gets back to L: all of it is sold.
 */
export function liquidationPlan(input: LiquidationInput): LiquidationPlan {
  const value = collateralValue(input.units, input.assetScale, input.price);
  const debt = input.principal + input.interest;
  const denominator = BP - input.feeBp - input.openingLtvBp;
  const excess = debt * BP - input.openingLtvBp * value;
  let sold = input.units;
  if (excess <= 0n) sold = 0n;
  else if (denominator > 0n) sold = min(input.units, unitsWorth(ceilDiv(excess + input.openingLtvBp, denominator), input));
  return settle(input, sold, value);
}

/** The fewest units whose value is at least `usdtUnits`. */
function unitsWorth(usdtUnits: bigint, input: LiquidationInput): bigint {
  return ceilDiv(usdtUnits * 10n ** BigInt(input.assetScale + input.price.priceScale), input.price.priceUnits * USDT_UNIT);
}

function settle(input: LiquidationInput, sold: bigint, value: bigint): LiquidationPlan {
  const debt = input.principal + input.interest;
  const proceeds = collateralValue(sold, input.assetScale, input.price);
  const fee = (proceeds * input.feeBp) / BP;
  const applied = proceeds - fee;
  const toInterest = min(applied, input.interest);
  const toPrincipal = min(applied - toInterest, input.principal);
  const returned = applied - toInterest - toPrincipal;
  const principalLeft = input.principal - toPrincipal;
  const interestLeft = input.interest - toInterest;
  const unitsLeft = input.units - sold;
  const debtLeft = principalLeft + interestLeft;
  const closes = debtLeft === 0n || unitsLeft === 0n;
  const shortfall = unitsLeft === 0n ? debtLeft : 0n;
  const valueLeft = collateralValue(unitsLeft, input.assetScale, input.price);
  const ltvAfterBp = closes ? 0n : (ltvBp(debtLeft, valueLeft) ?? UNBOUNDED_LTV_BP);
  return {
    sold,
    proceeds,
    fee,
    applied,
    toInterest,
    toPrincipal,
    returned,
    shortfall,
    unitsLeft,
    principalLeft,
    interestLeft,
    closes,
    ltvBeforeBp: ltvBp(debt, value) ?? UNBOUNDED_LTV_BP,
    ltvAfterBp,
  };
}

/** Interest for one day on `principal` at `ratePpm` per day, rounded down (in the borrower's favour). */
export function collateralDailyInterest(principal: bigint, ratePpm: bigint): bigint {
  return (principal * ratePpm) / 1_000_000n;
}

/** A percent setting ("65", 65.5) → basis points (6550). */
export function percentToBp(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
