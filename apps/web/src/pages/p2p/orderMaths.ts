import { FIAT_SCALE, fiatForQuantity, formatUnits, type P2pAdView, parseUnits, quantityForFiat } from '@veritex/shared';

/**
 * The order form's exact arithmetic (bigint minor units, never floats): the amount the user types
 * and the other one computed as the server computes it (fiatForQuantity rounds the fiat up,
 * quantityForFiat rounds the USDT down), then the checks the server makes before it opens an order.
 */

export const USDT_SCALE = 6;

/** Which field the user types: the fiat to pay (or be paid), or the USDT quantity. The other is computed. */
export type AmountDriver = 'fiat' | 'quantity';

/** A decimal string in minor units of `scale`, extra zero decimals allowed ("7.2000" is 720 cents). */
export function unitsOf(value: string, scale: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d*?))?0*$/.exec(value.trim());
  if (!match) return undefined;
  return parseUnits(match[2] ? `${match[1]}.${match[2]}` : (match[1] ?? ''), scale);
}

/** The ad's price in fiat cents per USDT. */
export function priceCentsOf(price: string): bigint | undefined {
  const cents = unitsOf(price, FIAT_SCALE);
  return cents !== undefined && cents > 0n ? cents : undefined;
}

/** Without trailing fraction zeros ("69.440000" → "69.44", "5.000000" → "5"). */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export interface OrderAmounts {
  /** Minor units of each side; undefined while the typed text is not an amount. */
  fiatUnits?: bigint;
  quantityUnits?: bigint;
  /** What the computed field shows ("" while nothing can be computed). */
  computed: string;
}

/** The other side of what the user typed, at `price`. */
export function amountsFor(driver: AmountDriver, typed: string, price: string): OrderAmounts {
  const priceCents = priceCentsOf(price);
  const scale = driver === 'fiat' ? FIAT_SCALE : USDT_SCALE;
  const units = typed.trim() === '' ? undefined : parseUnits(typed, scale);
  if (units === undefined || units <= 0n || priceCents === undefined) return { computed: '' };
  if (driver === 'fiat') {
    const quantityUnits = quantityForFiat(units, priceCents);
    return { fiatUnits: units, quantityUnits, computed: trimZeros(formatUnits(quantityUnits, USDT_SCALE)) };
  }
  const fiatUnits = fiatForQuantity(units, priceCents);
  return { fiatUnits, quantityUnits: units, computed: formatUnits(fiatUnits, FIAT_SCALE) };
}

/** Why an order cannot be opened as typed: an error name (the server's own) with its parameters, and the field it concerns. */
export interface OrderProblem {
  field: AmountDriver;
  error: 'amount_required' | 'amount_invalid' | 'p2p_amount_out_of_limits' | 'p2p_amount_over_available' | 'insufficient_balance';
  params?: Record<string, string | number>;
}

export interface OrderCheck {
  driver: AmountDriver;
  typed: string;
  amounts: OrderAmounts;
  ad: Pick<P2pAdView, 'min_fiat' | 'max_fiat' | 'available'>;
  /** Selling: the USDT the user holds in the exchange account (moved into escrow when the order opens). */
  balance?: string;
}

/**
 * The server's rules, in its order: an amount with the right decimals, something to trade, the
 * fiat within the ad's per-order limits, the quantity within what the ad still offers, and a
 * seller's USDT on hand.
 */
export function orderProblem({ driver, typed, amounts, ad, balance }: OrderCheck): OrderProblem | undefined {
  const scale = driver === 'fiat' ? FIAT_SCALE : USDT_SCALE;
  if (typed.trim() === '') return { field: driver, error: 'amount_required' };
  const typedUnits = parseUnits(typed, scale);
  if (typedUnits === undefined || typedUnits <= 0n) return { field: driver, error: 'amount_invalid', params: { scale } };
  const { fiatUnits, quantityUnits } = amounts;
  // A fiat amount too small to buy one millionth of a USDT is no amount at all.
  if (fiatUnits === undefined || quantityUnits === undefined || quantityUnits <= 0n) return { field: driver, error: 'amount_invalid', params: { scale } };
  const min = unitsOf(ad.min_fiat, FIAT_SCALE) ?? 0n;
  const max = unitsOf(ad.max_fiat, FIAT_SCALE) ?? 0n;
  if (fiatUnits < min || fiatUnits > max) return { field: 'fiat', error: 'p2p_amount_out_of_limits', params: { min: ad.min_fiat, max: ad.max_fiat } };
  const available = unitsOf(ad.available, USDT_SCALE) ?? 0n;
  if (quantityUnits > available) return { field: 'quantity', error: 'p2p_amount_over_available', params: { available: ad.available } };
  const held = balance === undefined ? undefined : unitsOf(balance, USDT_SCALE);
  if (held !== undefined && quantityUnits > held) return { field: 'quantity', error: 'insufficient_balance' };
  return undefined;
}

/**
 * The most the user can trade on this ad, in the field they type: buying, the ad's maximum (already
 * capped by what it offers); selling, also what the user holds, in whole cents of fiat.
 */
export function maxFor(driver: AmountDriver, price: string, ad: Pick<P2pAdView, 'max_fiat' | 'available'>, balance?: string): string | undefined {
  const priceCents = priceCentsOf(price);
  const maxFiat = unitsOf(ad.max_fiat, FIAT_SCALE);
  const available = unitsOf(ad.available, USDT_SCALE);
  if (priceCents === undefined || maxFiat === undefined || available === undefined) return undefined;
  const held = balance === undefined ? undefined : unitsOf(balance, USDT_SCALE);
  let quantity = quantityForFiat(maxFiat, priceCents);
  if (quantity > available) quantity = available;
  if (held !== undefined && quantity > held) quantity = held;
  if (quantity <= 0n) return undefined;
  if (driver === 'quantity') {
    // The fiat of the quantity rounds up: step down until it fits the maximum.
    while (quantity > 0n && fiatForQuantity(quantity, priceCents) > maxFiat) quantity -= 1n;
    return quantity > 0n ? trimZeros(formatUnits(quantity, USDT_SCALE)) : undefined;
  }
  // Fiat: the most whole cents whose USDT stays within the quantity allowed.
  let fiat = fiatForQuantity(quantity, priceCents);
  if (fiat > maxFiat) fiat = maxFiat;
  while (fiat > 0n && quantityForFiat(fiat, priceCents) > quantity) fiat -= 1n;
  return fiat > 0n ? formatUnits(fiat, FIAT_SCALE) : undefined;
}
