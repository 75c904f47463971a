/**
 * The arithmetic of a leveraged position (contracts, perpetuals, CFDs): pure, exact, bigint only.
 *
 * Units:
 * - a price is `priceUnits`, an integer count of ticks: price × 10^priceScale (one tick = one unit);
 * - a quantity is `lots`; one lot is `lotSizeUnits` base units of 10^-sizeScale each;
 * - every amount of money is USDT minor units (10^-6); USD counts as USDT one to one.
 *   Two valuations (`ContractSpec.valuation`):
 *   - `quote_usd` (BTC/USDT, XAU/USD, EUR/USD, stocks): the price is USD per base unit, so a lot is
 *     worth price × size and P&L is move × size;
 *   - `base_usd` (USD/JPY, USD/CHF): the base is the dollar, so a lot is worth its size in USD
 *     whatever the price, and P&L, made in the quote currency, converts to USD at the exit price:
 *     size × (exit − entry) / exit. Liquidation compares exactly the same way, multiplied through
 *     by the price;
 * - rates are basis points (1 bp = 0.01 %), leverage an integer multiple.
 *
 * Rounding (each direction is either neutral or in the user's favour, never the house's):
 * - bid and ask round outward to the tick (the spread is never narrower than published; the mark is
 *   between them, so the quote itself is not a charge);
 * - notional rounds down; fees and maintenance margin round down (never more than the published rate);
 * - initial margin rounds up, so the effective leverage never exceeds the one chosen (the margin is
 *   the user's own money, returned on close);
 * - P&L rounds up (a profit up, a loss toward zero): the house, the counterparty, absorbs the
 *   sub-micro remainder; house P&L is exactly minus the user's, so sums balance exactly;
 * - carry charges (funding, overnight) round down: a charge down, a credit up;
 * - liquidation compares equity with maintenance margin exactly (no intermediate rounding), so the
 *   liquidation price is the exact boundary tick: liquidatable there, not one tick in the user's favour.
 */

export type PositionSide = 'long' | 'short';

export interface ContractSpec {
  /** How a price turns into USD: see the module comment. */
  valuation: 'quote_usd' | 'base_usd';
  /** A price is an integer of 10^-priceScale (the tick). */
  priceScale: number;
  /** Base quantities are integers of 10^-sizeScale. */
  sizeScale: number;
  /** One lot in base units of 10^-sizeScale (the contract's "stated size"). */
  lotSizeUnits: bigint;
  maxLeverage: bigint;
  /** Full bid–ask width around the mark. */
  spreadBp: bigint;
  openFeeBp: bigint;
  closeFeeBp: bigint;
  maintenanceMarginBp: bigint;
}

/** USDT minor units per USDT (scale 6). */
export const SETTLEMENT_UNITS = 1_000_000n;
const BP = 10_000n;

/** Refuses a specification the arithmetic cannot serve (a programmer or configuration error). */
export function assertContractSpec(spec: ContractSpec): void {
  const problems: string[] = [];
  if (!Number.isInteger(spec.priceScale) || spec.priceScale < 0) problems.push('priceScale');
  if (!Number.isInteger(spec.sizeScale) || spec.sizeScale < 0) problems.push('sizeScale');
  if (spec.lotSizeUnits <= 0n) problems.push('lotSizeUnits');
  if (spec.maxLeverage < 1n) problems.push('maxLeverage');
  if (spec.spreadBp < 0n || spec.spreadBp >= 2n * BP) problems.push('spreadBp');
  if (spec.openFeeBp < 0n || spec.openFeeBp >= BP) problems.push('openFeeBp');
  if (spec.closeFeeBp < 0n || spec.closeFeeBp >= BP) problems.push('closeFeeBp');
  if (spec.maintenanceMarginBp < 0n || spec.maintenanceMarginBp >= BP) problems.push('maintenanceMarginBp');
  if (problems.length > 0) throw new Error(`invalid contract spec: ${problems.join(', ')}`);
}

/** Math.min does not take bigint. */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

function larger(a: bigint, b: bigint): bigint {
  if (a > b) return a;
  return b;
}

function ceilDiv(numerator: bigint, divisor: bigint): bigint {
  // Floor division for any sign, then up by one when there is a remainder.
  return -floorDiv(-numerator, divisor);
}

function floorDiv(numerator: bigint, divisor: bigint): bigint {
  const quotient = numerator / divisor;
  return numerator % divisor !== 0n && numerator < 0n !== divisor < 0n ? quotient - 1n : quotient;
}

/**
 * USDT minor units per (price unit × lot) = quantityFactor / priceDivisor, kept as a fraction so that
 * nothing is rounded before the final division.
 */
function quantityFactor(spec: ContractSpec, lots: bigint): bigint {
  return lots * spec.lotSizeUnits * SETTLEMENT_UNITS;
}

function priceDivisor(spec: ContractSpec): bigint {
  return 10n ** BigInt(spec.priceScale + spec.sizeScale);
}

/** The quotes around the mark: half the spread each side, rounded outward to the tick. */
export function bidAsk(spec: ContractSpec, markPriceUnits: bigint): { bid: bigint; ask: bigint } {
  const halfSpread = ceilDiv(markPriceUnits * spec.spreadBp, 2n * BP);
  return { bid: markPriceUnits - halfSpread, ask: markPriceUnits + halfSpread };
}

function sizeDivisor(spec: ContractSpec): bigint {
  return 10n ** BigInt(spec.sizeScale);
}

/** Value of `lots` at a price, in USDT minor units, rounded down (a USD-based pair: its size). */
export function notional(spec: ContractSpec, priceUnits: bigint, lots: bigint): bigint {
  if (spec.valuation === 'base_usd') return floorDiv(quantityFactor(spec, lots), sizeDivisor(spec));
  return floorDiv(priceUnits * quantityFactor(spec, lots), priceDivisor(spec));
}

/** Isolated margin = notional / leverage, rounded up. */
export function initialMargin(notionalUnits: bigint, leverage: bigint): bigint {
  if (leverage < 1n) throw new Error(`leverage must be at least 1, got ${leverage}`);
  return ceilDiv(notionalUnits, leverage);
}

function feeOn(notionalUnits: bigint, feeBp: bigint): bigint {
  return floorDiv(notionalUnits * feeBp, BP);
}

/** Opening fee on the opening notional, rounded down. */
export function openFee(notionalUnits: bigint, spec: ContractSpec): bigint {
  return feeOn(notionalUnits, spec.openFeeBp);
}

/** Closing fee on the closing notional, rounded down. */
export function closeFee(notionalUnits: bigint, spec: ContractSpec): bigint {
  return feeOn(notionalUnits, spec.closeFeeBp);
}

/**
 * The user's P&L (signed) for `lots` opened at `entryPriceUnits` and valued at `exitPriceUnits`,
 * rounded up. The caller passes the exit price: the bid for a long, the ask for a short (or the mark
 * for the liquidation test, which uses its own exact form).
 */
export function unrealisedPnl(spec: ContractSpec, side: PositionSide, entryPriceUnits: bigint, exitPriceUnits: bigint, lots: bigint): bigint {
  const move = side === 'long' ? exitPriceUnits - entryPriceUnits : entryPriceUnits - exitPriceUnits;
  if (spec.valuation === 'base_usd') {
    if (exitPriceUnits <= 0n) throw new Error('a USD-based pair converts P&L at a positive exit price');
    return ceilDiv(move * quantityFactor(spec, lots), exitPriceUnits * sizeDivisor(spec));
  }
  return ceilDiv(move * quantityFactor(spec, lots), priceDivisor(spec));
}

/** What the position is worth to the user now: its margin plus its P&L (may be negative). */
export function equity(margin: bigint, pnl: bigint): bigint {
  return margin + pnl;
}

/** Maintenance margin on the notional at the mark, rounded down (for display; see isLiquidatable). */
export function maintenanceMargin(spec: ContractSpec, notionalAtMark: bigint): bigint {
  return floorDiv(notionalAtMark * spec.maintenanceMarginBp, BP);
}

/**
 * Whether equity at the mark has fallen to the maintenance margin (equity ≤ maintenance margin),
 * compared exactly: both sides are scaled by priceDivisor × 10^4 so no rounding happens. The
 * displayed equity and maintenance margin are rounded (in the user's favour), so on the boundary
 * tick they may show equity a few minor units above maintenance while this already says true.
 *
 * `closeOutBp` (a jurisdiction profile's margin close-out, recorded on the position; 0 = none):
 * the position is also liquidated when equity falls to that share of its margin (ESMA: 50 % of
 * the initial margin), whichever of the two comes first.
 */
export function isLiquidatable(
  spec: ContractSpec,
  side: PositionSide,
  entryPriceUnits: bigint,
  lots: bigint,
  margin: bigint,
  markPriceUnits: bigint,
  closeOutBp = 0n,
): boolean {
  const factor = quantityFactor(spec, lots);
  const move = side === 'long' ? markPriceUnits - entryPriceUnits : entryPriceUnits - markPriceUnits;
  if (spec.valuation === 'base_usd') {
    // equity = margin + F·move/(p·Ds), maintenance = F·m/(10⁴·Ds); both × p·Ds·10⁴ (p > 0)
    const scaledEquity = (margin * markPriceUnits * sizeDivisor(spec) + move * factor) * BP;
    if (scaledEquity <= factor * spec.maintenanceMarginBp * markPriceUnits) return true;
    // close-out level = margin·c/10⁴, × p·Ds·10⁴
    return closeOutBp > 0n && scaledEquity <= margin * closeOutBp * markPriceUnits * sizeDivisor(spec);
  }
  const scaledEquity = (margin * priceDivisor(spec) + move * factor) * BP;
  const scaledMaintenance = markPriceUnits * factor * spec.maintenanceMarginBp;
  if (scaledEquity <= scaledMaintenance) return true;
  return closeOutBp > 0n && scaledEquity <= margin * priceDivisor(spec) * closeOutBp;
}

/**
 * The mark price at which the position is liquidated: the first tick, moving against the user, at
 * which isLiquidatable holds (a long: the highest such price, rounded down from the exact boundary;
 * a short: the lowest, rounded up). So the position is liquidated exactly when the mark reaches it
 * (long: mark ≤ price; short: mark ≥ price), never later. Null when no positive price liquidates the
 * position (a long whose margin covers its whole notional). With a close-out level, the nearer of
 * the maintenance boundary and the close-out boundary.
 */
export function liquidationPrice(
  spec: ContractSpec,
  side: PositionSide,
  entryPriceUnits: bigint,
  lots: bigint,
  margin: bigint,
  closeOutBp = 0n,
): bigint | null {
  const maintenance = maintenanceBoundary(spec, side, entryPriceUnits, lots, margin);
  if (closeOutBp <= 0n) return maintenance;
  const closeOut = closeOutBoundary(spec, side, entryPriceUnits, lots, margin, closeOutBp);
  if (maintenance === null) return closeOut;
  if (closeOut === null) return maintenance;
  return side === 'long' ? larger(closeOut, maintenance) : smaller(closeOut, maintenance);
}

function maintenanceBoundary(spec: ContractSpec, side: PositionSide, entryPriceUnits: bigint, lots: bigint, margin: bigint): bigint | null {
  const factor = quantityFactor(spec, lots);
  if (factor <= 0n) throw new Error('a position has at least one lot');
  const maintenance = spec.maintenanceMarginBp;
  if (spec.valuation === 'base_usd') return usdBaseLiquidationPrice(side, entryPriceUnits, factor, margin * sizeDivisor(spec) * BP, maintenance);
  const marginScaled = margin * priceDivisor(spec);
  if (side === 'long') {
    // margin·D + F·(p − e) ≤ F·p·m/10⁴  ⇔  p ≤ (F·e − margin·D)·10⁴ / (F·(10⁴ − m))
    const price = floorDiv((factor * entryPriceUnits - marginScaled) * BP, factor * (BP - maintenance));
    return price >= 1n ? price : null;
  }
  // margin·D + F·(e − p) ≤ F·p·m/10⁴  ⇔  p ≥ (F·e + margin·D)·10⁴ / (F·(10⁴ + m))
  return ceilDiv((factor * entryPriceUnits + marginScaled) * BP, factor * (BP + maintenance));
}

/**
 * Where equity reaches closeOutBp of the margin (c): with K = margin·D·(10⁴ − c), a quote-USD long
 * is closed out at p ≤ (F·e·10⁴ − K) / (F·10⁴), a short at p ≥ (F·e·10⁴ + K) / (F·10⁴). A USD-based
 * pair (K = margin·Ds·(10⁴ − c)): a long at p·(K + F·10⁴) ≤ F·e·10⁴, a short at
 * p·(F·10⁴ − K) ≥ F·e·10⁴ (never, when the margin covers that much).
 */
function closeOutBoundary(spec: ContractSpec, side: PositionSide, entry: bigint, lots: bigint, margin: bigint, closeOutBp: bigint): bigint | null {
  const factor = quantityFactor(spec, lots);
  const target = factor * entry * BP;
  if (spec.valuation === 'base_usd') {
    const kept = margin * sizeDivisor(spec) * (BP - closeOutBp);
    if (side === 'long') {
      const price = floorDiv(target, kept + factor * BP);
      return price >= 1n ? price : null;
    }
    const denominator = factor * BP - kept;
    return denominator > 0n ? ceilDiv(target, denominator) : null;
  }
  const kept = margin * priceDivisor(spec) * (BP - closeOutBp);
  if (side === 'long') {
    const price = floorDiv(target - kept, factor * BP);
    return price >= 1n ? price : null;
  }
  return ceilDiv(target + kept, factor * BP);
}

/**
 * The liquidation boundary of a USD-based pair (see isLiquidatable): with M = margin·Ds·10⁴,
 * a long is liquidatable when p·(M + F·(10⁴ − m)) ≤ F·e·10⁴, a short when
 * p·(F·(10⁴ + m) − M) ≥ F·e·10⁴ (never, when the margin covers that much).
 */
function usdBaseLiquidationPrice(side: PositionSide, entry: bigint, factor: bigint, scaledMargin: bigint, maintenance: bigint): bigint | null {
  const target = factor * entry * BP;
  if (side === 'long') {
    const price = floorDiv(target, scaledMargin + factor * (BP - maintenance));
    return price >= 1n ? price : null;
  }
  const denominator = factor * (BP + maintenance) - scaledMargin;
  return denominator > 0n ? ceilDiv(target, denominator) : null;
}

export interface CloseSettlement {
  /** Credited to the user's available balance (the margin itself leaves the frozen bucket). */
  payoutToUser: bigint;
  /** To the house (the counterparty): minus the user's P&L. */
  pnlToHouse: bigint;
  /** To the fee account. */
  feeToHouse: bigint;
  /** Paid by the insurance account when the loss exceeds the margin. */
  shortfallToInsurance: bigint;
}

/**
 * Closing (or liquidating) a position, with negative-balance protection: the user never loses more
 * than the margin. The house always receives exactly minus the user's P&L; the closing fee is taken
 * from what the margin has left after the loss (a fee is waived, not paid by the insurance fund);
 * a loss beyond the margin is paid by the insurance account.
 *
 * Balance: (payoutToUser − margin) + pnlToHouse + feeToHouse − shortfallToInsurance = 0.
 */
export function settleClose(options: { margin: bigint; pnl: bigint; closeFee: bigint }): CloseSettlement {
  const { margin, pnl } = options;
  if (margin < 0n || options.closeFee < 0n) throw new Error('margin and fee are never negative');
  const left = margin + pnl;
  if (left < 0n) return { payoutToUser: 0n, pnlToHouse: -pnl, feeToHouse: 0n, shortfallToInsurance: -left };
  const fee = smaller(left, options.closeFee);
  return { payoutToUser: left - fee, pnlToHouse: -pnl, feeToHouse: fee, shortfallToInsurance: 0n };
}

/**
 * The margin that leaves with `closingLots` of a position of `lots`, rounded down: the part that
 * stays keeps at least its share, so a partial close never brings the rest's liquidation closer.
 */
export function marginShare(margin: bigint, lots: bigint, closingLots: bigint): bigint {
  if (closingLots < 1n || closingLots > lots) throw new Error(`cannot close ${closingLots} of ${lots} lots`);
  return floorDiv(margin * closingLots, lots);
}

export interface ClosePreview extends CloseSettlement {
  /** The quote the position closes at: the bid for a long, the ask for a short. */
  exitPriceUnits: bigint;
  pnl: bigint;
}

/**
 * Closing a whole position at a mark (a user's close, a take-profit or stop-loss, a liquidation):
 * picks the right side of the quote, then settles. The pre-trade card's "loss at the stop-loss" is
 * margin − payoutToUser of this at the stop price (the whole margin when there is no stop).
 */
export function closeAtMark(
  spec: ContractSpec,
  side: PositionSide,
  entryPriceUnits: bigint,
  lots: bigint,
  margin: bigint,
  markPriceUnits: bigint,
): ClosePreview {
  const quotes = bidAsk(spec, markPriceUnits);
  const exitPriceUnits = side === 'long' ? quotes.bid : quotes.ask;
  const pnl = unrealisedPnl(spec, side, entryPriceUnits, exitPriceUnits, lots);
  const fee = closeFee(notional(spec, exitPriceUnits, lots), spec);
  return { exitPriceUnits, pnl, ...settleClose({ margin, pnl, closeFee: fee }) };
}

/**
 * A funding or overnight charge on the notional for one period: positive = the user pays, negative =
 * the user receives. Rounded down in both cases (a charge down, a credit up: the user's favour).
 */
export function carryCharge(notionalUnits: bigint, rateBp: bigint): bigint {
  return floorDiv(notionalUnits * rateBp, BP);
}
