import { type ErrorName, type FlashPair, type FlashQuote, type FlashRecord, formatUnits, parseUnits } from '@veritex/shared';
import { type Levels, walkByAmount, walkByQuantity } from '../../components/spot/orderMaths';
import { ceilToStep, compare, div, floorToStep, max, mul, sign, sub, toScale, trim } from '../../lib/decimal';

/**
 * The exact arithmetic of the flash-exchange page, on decimal strings over bigint (never floats):
 * which side is which, the checks the server makes before quoting (format by the asset's decimals,
 * the pair's minimum, the balance), the indicative estimate from the book, and the quote's rates.
 */

export const USDT = 'USDT';

/** `sell`: a coin for USDT (the market's sell side); `buy`: USDT for a coin. */
export type FlashSide = 'sell' | 'buy';

/** One side is always USDT: the coin and which way it goes say everything. */
export interface FlashDirection {
  coin: string;
  side: FlashSide;
}

export function fromAsset(direction: FlashDirection): string {
  return direction.side === 'sell' ? direction.coin : USDT;
}

export function toAsset(direction: FlashDirection): string {
  return direction.side === 'sell' ? USDT : direction.coin;
}

/** Choosing what to pay with: USDT buys the coin shown; a coin is sold for USDT. */
export function chooseFrom(direction: FlashDirection, asset: string): FlashDirection {
  return asset === USDT ? { coin: direction.coin, side: 'buy' } : { coin: asset, side: 'sell' };
}

/** Choosing what to receive: USDT sells the coin shown; a coin is bought with USDT. */
export function chooseTo(direction: FlashDirection, asset: string): FlashDirection {
  return asset === USDT ? { coin: direction.coin, side: 'sell' } : { coin: asset, side: 'buy' };
}

export function swapSides(direction: FlashDirection): FlashDirection {
  return { coin: direction.coin, side: direction.side === 'sell' ? 'buy' : 'sell' };
}

/**
 * The direction an address asks for (`?from=BTC&to=USDT`), when it names a listed coin; else
 * USDT for the first coin listed (Binance Convert's default).
 */
export function directionFromQuery(from: string | null, to: string | null, pairs: readonly FlashPair[]): FlashDirection | undefined {
  const listed = (asset: string | null | undefined) => (asset ? pairs.find((pair) => pair.asset === asset.toUpperCase())?.asset : undefined);
  const soldCoin = listed(from);
  if (soldCoin) return { coin: soldCoin, side: 'sell' };
  const boughtCoin = listed(to);
  if (boughtCoin) return { coin: boughtCoin, side: 'buy' };
  const first = pairs[0];
  return first ? { coin: first.asset, side: 'buy' } : undefined;
}

/** Decimals of what the user types: the coin's lot when selling it, USDT's unit when spending USDT. */
export function amountScale(pair: FlashPair, side: FlashSide): number {
  return side === 'sell' ? pair.asset_decimals : pair.usdt_decimals;
}

/**
 * The smallest amount a swap may give now, in the asset given, as the server works it out: at
 * least one lot, and enough lots to be worth the market's minimum order value at the best price
 * on the side it trades against (a purchase also pays for those lots at that price).
 */
export function minimumOf(pair: FlashPair, side: FlashSide, best: string | undefined): string {
  const lots = minimumLots(pair, best);
  if (side === 'sell') return trim(mul(pair.min_asset, lots));
  if (!best) return trim(pair.min_usdt);
  const cost = ceilToStep(mul(mul(best, pair.min_asset), lots), formatUnits(1n, pair.usdt_decimals));
  return trim(max(cost, pair.min_usdt));
}

/** The fewest lots worth the minimum order value at `best` (one when the book side is empty). */
function minimumLots(pair: FlashPair, best: string | undefined): string {
  if (!best || sign(best) <= 0) return '1';
  const perLot = mul(best, pair.min_asset);
  const lots = ceilToStep(div(pair.min_usdt, perLot, 8) ?? '1', '1');
  return compare(lots, '1') > 0 ? lots : '1';
}

export interface AmountProblem {
  /** An error name, so the page says it in the server's words (errors namespace). */
  error: ErrorName;
  params: Record<string, string | number>;
}

/**
 * What the server would refuse before quoting, in the same order: nothing typed, a malformed or
 * too precise amount, under the minimum (`minimum`, from minimumOf), more than the exchange
 * account holds.
 */
export function amountProblem(amount: string, pair: FlashPair, side: FlashSide, minimum: string, available: string | undefined): AmountProblem | undefined {
  if (amount.trim() === '') return { error: 'amount_required', params: {} };
  const scale = amountScale(pair, side);
  const units = parseUnits(amount, scale);
  if (units === undefined || units <= 0n) return { error: 'amount_invalid', params: { scale } };
  const asset = side === 'sell' ? pair.asset : USDT;
  if (compare(formatUnits(units, scale), minimum) < 0) return { error: 'flash_amount_too_small', params: { min: `${minimum} ${asset}` } };
  if (available !== undefined && compare(formatUnits(units, scale), available) > 0) return { error: 'insufficient_balance', params: {} };
  return undefined;
}

/** "Max": the whole available balance, cut to what an amount of this asset may carry. */
export function maxAmount(available: string | undefined, pair: FlashPair, side: FlashSide): string | undefined {
  if (available === undefined || sign(available) <= 0) return undefined;
  const scale = amountScale(pair, side);
  const step = formatUnits(1n, scale);
  const whole = floorToStep(available, step);
  return sign(whole) > 0 ? trim(whole) : undefined;
}

export interface FlashEstimate {
  /** What would arrive after the fee, cut to the received asset's decimals. */
  receive: string;
  /** Average price of the walk, USDT per coin (cut to the market's price decimals). */
  price: string | undefined;
  /** The book as shown is too thin for the amount: the estimate covers only part of it. */
  short: boolean;
}

/**
 * The indicative result from the book as the page holds it: a sale walks the bids for the coins,
 * a purchase walks the asks for the USDT (whole lots only); the market's taker fee comes off what
 * is received. The quote, not this, is what binds.
 */
export function estimate(
  amount: string,
  pair: FlashPair,
  side: FlashSide,
  depth: { bids: Levels; asks: Levels },
  priceScale: number,
): FlashEstimate | undefined {
  const scale = amountScale(pair, side);
  const units = parseUnits(amount, scale);
  if (units === undefined || units <= 0n) return undefined;
  const typed = formatUnits(units, scale);
  const walk = side === 'sell' ? walkByQuantity(depth.bids, typed) : walkByAmount(depth.asks, typed, pair.min_asset);
  if (sign(walk.quantity) <= 0) return { receive: '0', price: undefined, short: true };
  const received = side === 'sell' ? walk.value : walk.quantity;
  const receivedScale = side === 'sell' ? pair.usdt_decimals : pair.asset_decimals;
  // The fee is rounded up by whoever charges it, so what arrives is cut down here: never promised high.
  const fee = mul(received, pair.fee_pct);
  const net = sub(received, div(fee, '100', Math.max(receivedScale, 0) + 8) ?? '0');
  return {
    receive: toScale(net, receivedScale),
    price: div(walk.value, walk.quantity, priceScale),
    short: walk.short,
  };
}

/** The best price on the side a swap would trade against (the bids for a sale, the asks for a purchase). */
export function bestPrice(side: FlashSide, depth: { bids: Levels; asks: Levels }): string | undefined {
  return (side === 'sell' ? depth.bids[0] : depth.asks[0])?.[0];
}

/** 1 USDT in coins at `price` (the inverse rate), cut to `scale` decimals. */
export function inverseRate(price: string, scale: number): string | undefined {
  if (sign(price) <= 0) return undefined;
  return div('1', price, scale);
}

/** Seconds a quote holds, from the server's own two instants (so a skewed device clock does not shorten it). */
export function quoteLifeMs(quote: Pick<FlashQuote, 'created_at' | 'expires_at'>): number {
  const life = Date.parse(quote.expires_at) - Date.parse(quote.created_at);
  return Number.isFinite(life) && life > 0 ? life : 0;
}

/** Whole seconds left until `deadline` (ms since the epoch), never below zero; a started second counts. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whether a conversion went at the quote or better: a sale that got at least the quoted price, a
 * purchase that paid at most it. Undefined when the record was not filled.
 */
export function versusQuote(record: FlashRecord, quote: FlashQuote): 'better' | 'same' | undefined {
  if (record.status !== 'filled') return undefined;
  const side: FlashSide = record.from_asset === USDT ? 'buy' : 'sell';
  const order = compare(record.price, quote.price);
  if (order === 0) return 'same';
  return (side === 'sell' ? order > 0 : order < 0) ? 'better' : 'same';
}
