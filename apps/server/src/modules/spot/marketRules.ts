import { fail, formatUnits, ok, parseUnits, type Result, type SpotRules } from '@veritex/shared';

/**
 * A spot market's rules in the units the exchange computes with. Money is bigint minor units;
 * the engine works in integer ticks (tickUnits quote minor units each) and lots (lotUnits base
 * minor units each).
 */
export interface MarketRules {
  symbol: string;
  base: string;
  quote: string;
  baseScale: number;
  quoteScale: number;
  priceScale: number;
  quantityScale: number;
  tickUnits: bigint;
  lotUnits: bigint;
  minNotional: bigint;
  makerFeeBp: bigint;
  takerFeeBp: bigint;
  /** Listing state (markets desk): an unlisted market refuses new orders; resting orders stay. */
  listed: boolean;
}

/** The engine's numbers must stay safe integers; orders beyond this are refused. */
export const MAX_ENGINE_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

export interface MarketConfigRow {
  symbol: string;
  base: string;
  quote: string;
  priceScale: number;
  quantityScale: number;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBp: number;
  takerFeeBp: number;
  /** Absent: listed. */
  listed?: boolean;
}

/** Builds the rules from configuration; a tick or lot finer than the asset's minor unit is a configuration error. */
export function marketRules(row: MarketConfigRow, baseScale: number, quoteScale: number): MarketRules {
  const units = (value: string, scale: number, what: string): bigint => {
    const parsed = parseUnits(trimZeros(value), scale);
    if (parsed === undefined || parsed <= 0n) throw new Error(`${row.symbol}: ${what} ${value} is not a positive multiple of 10^-${scale}`);
    return parsed;
  };
  return {
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    baseScale,
    quoteScale,
    priceScale: row.priceScale,
    quantityScale: row.quantityScale,
    tickUnits: units(row.tickSize, quoteScale, 'tick size'),
    lotUnits: units(row.lotSize, baseScale, 'lot size'),
    minNotional: units(row.minNotional, quoteScale, 'minimum notional'),
    makerFeeBp: BigInt(row.makerFeeBp),
    takerFeeBp: BigInt(row.takerFeeBp),
    listed: row.listed ?? true,
  };
}

function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A decimal price → ticks, refusing a price that is not a multiple of the tick. */
export function priceToTicks(rules: MarketRules, price: string): Result<number, 'price_invalid' | 'price_off_tick' | 'quantity_too_large'> {
  if (!DECIMAL.test(price)) return fail('price_invalid', { field: 'price' });
  const units = parseUnits(price, rules.quoteScale);
  if (units === undefined || units % rules.tickUnits !== 0n) return fail('price_off_tick', { tick: tickSize(rules), field: 'price' });
  if (units <= 0n) return fail('price_invalid', { field: 'price' });
  const ticks = units / rules.tickUnits;
  if (ticks > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'quantity' });
  return ok(Number(ticks));
}

/** A decimal base quantity → lots, refusing a quantity that is not a multiple of the lot. */
export function quantityToLots(rules: MarketRules, quantity: string): Result<number, 'quantity_invalid' | 'quantity_off_lot' | 'quantity_too_large'> {
  if (!DECIMAL.test(quantity)) return fail('quantity_invalid', { field: 'quantity' });
  const units = parseUnits(quantity, rules.baseScale);
  if (units === undefined || units % rules.lotUnits !== 0n) return fail('quantity_off_lot', { lot: lotSize(rules), field: 'quantity' });
  if (units <= 0n) return fail('quantity_invalid', { field: 'quantity' });
  const lots = units / rules.lotUnits;
  if (lots > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'quantity' });
  return ok(Number(lots));
}

/**
 * Quote value of `lots` at `priceTicks`, in quote minor units, rounded down: the one amount
 * both sides of a trade move, so the posting balances exactly.
 */
export function quoteValue(rules: MarketRules, priceTicks: number, lots: number): bigint {
  return (BigInt(priceTicks) * rules.tickUnits * BigInt(lots) * rules.lotUnits) / 10n ** BigInt(rules.baseScale);
}

/** The same value rounded up: what a limit buy freezes, so that its fills can never need more. */
export function quoteValueCeil(rules: MarketRules, priceTicks: number, lots: number): bigint {
  const numerator = BigInt(priceTicks) * rules.tickUnits * BigInt(lots) * rules.lotUnits;
  const divisor = 10n ** BigInt(rules.baseScale);
  return (numerator + divisor - 1n) / divisor;
}

/** How many tick·lots a quote amount pays for (a market buy's budget in the engine's units). */
export function budgetTickLots(rules: MarketRules, quoteAmount: bigint): bigint {
  return (quoteAmount * 10n ** BigInt(rules.baseScale)) / (rules.tickUnits * rules.lotUnits);
}

export function baseUnits(rules: MarketRules, lots: number): bigint {
  return BigInt(lots) * rules.lotUnits;
}

export function priceUnits(rules: MarketRules, priceTicks: number): bigint {
  return BigInt(priceTicks) * rules.tickUnits;
}

/** A fee on what a side receives, rounded down (never more than the published rate). */
export function feeOn(amount: bigint, feeBp: bigint): bigint {
  return (amount * feeBp) / 10_000n;
}

/** A rule as people write it: "0.01", not "0.010000". */
export function plainDecimal(units: bigint, scale: number): string {
  return trimZeros(formatUnits(units, scale));
}

export function tickSize(rules: MarketRules): string {
  return plainDecimal(rules.tickUnits, rules.quoteScale);
}

export function lotSize(rules: MarketRules): string {
  return plainDecimal(rules.lotUnits, rules.baseScale);
}

export function publishRules(rules: MarketRules): SpotRules {
  return {
    symbol: rules.symbol,
    base: rules.base,
    quote: rules.quote,
    tick_size: tickSize(rules),
    lot_size: lotSize(rules),
    min_notional: plainDecimal(rules.minNotional, rules.quoteScale),
    maker_fee_pct: formatUnits(rules.makerFeeBp, 2),
    taker_fee_pct: formatUnits(rules.takerFeeBp, 2),
    price_scale: rules.priceScale,
    quantity_scale: rules.quantityScale,
  };
}
