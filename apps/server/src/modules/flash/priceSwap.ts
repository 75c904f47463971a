import { fail, formatUnits, ok, parseUnits, type Result } from '@veritex/shared';
import { feeOn, type MarketRules } from '../spot/index.js';
import type { FlashPairMarket } from './flashMarkets.js';
import { takeableLevels } from './takeableLevels.js';
import { type BookLevel, valueCeilOf, valueFloorOf, type Walk, walkBook } from './walkBook.js';

/**
 * A flash swap priced on the live book: the walk for the amount, the market's taker fee on what
 * the user receives (charged per fill and rounded down, as the spot writer charges a taker), and
 * the fill-or-kill order that executes it (limit = the worst price walked, size = the lots).
 */
export interface PricedSwap {
  side: 'buy' | 'sell';
  lots: bigint;
  limitTicks: bigint;
  /** What the swap takes and gives (after the fee), each in its asset's minor units. */
  fromUnits: bigint;
  toUnits: bigint;
  fee: bigint;
  /** Average price of the walk, USDT minor units per whole coin, rounded down. */
  priceUnits: bigint;
}

export type PriceSwapError = 'amount_invalid' | 'flash_amount_too_small' | 'flash_liquidity_short' | 'quantity_too_large';

/** The engine's numbers must stay safe integers (spot's MAX_ENGINE_UNITS); larger orders are refused by the writer. */
const MAX_ENGINE_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

/** Prices `amount` (a decimal string of the asset given) for `userId`, whose own resting orders the walk stops at. */
export function priceSwap(pair: FlashPairMarket, userId: bigint, amount: string): Result<PricedSwap, PriceSwapError> {
  const { rules } = pair.market;
  const scale = pair.side === 'sell' ? rules.baseScale : rules.quoteScale;
  const units = parseUnits(amount, scale);
  if (units === undefined || units <= 0n) return fail('amount_invalid', { field: 'amount', scale });
  const levels = takeableLevels(pair.market, pair.side, userId);
  const priced = pair.side === 'sell' ? priceSell(rules, levels, units) : priceBuy(rules, levels, units);
  if (!priced.ok) return priced;
  if (priced.value.limitTicks * priced.value.lots > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'amount' });
  return priced;
}

/** Selling coins: the lots given (a remainder under one lot stays with the user) into the bids. */
function priceSell(rules: MarketRules, bids: BookLevel[], coinUnits: bigint): Result<PricedSwap, PriceSwapError> {
  const lots = coinUnits / rules.lotUnits;
  if (lots === 0n) return fail('flash_amount_too_small', { field: 'amount', min: formatUnits(rules.lotUnits, rules.baseScale) });
  const walk = walkBook(bids, rules, { side: 'sell', lots });
  if (walk.lots < lots) return fail('flash_liquidity_short', { field: 'amount', max: formatUnits(walk.lots * rules.lotUnits, rules.baseScale) });
  if (belowMinNotional(rules, walk)) {
    const min = minimumLots(rules, firstPrice(bids)) * rules.lotUnits;
    return fail('flash_amount_too_small', { field: 'amount', min: formatUnits(min, rules.baseScale) });
  }
  const fee = walk.fills.reduce((sum, fill) => sum + feeOn(valueFloorOf(rules, fill.priceTicks, fill.lots), rules.takerFeeBp), 0n);
  const coins = lots * rules.lotUnits;
  return ok({ side: 'sell', lots, limitTicks: walk.worstTicks, fromUnits: coins, toUnits: walk.quoteUnits - fee, fee, priceUnits: averagePrice(rules, walk) });
}

/** Buying coins with a USDT budget: the most lots whose fill-or-kill freeze fits it, from the asks. */
function priceBuy(rules: MarketRules, asks: BookLevel[], budget: bigint): Result<PricedSwap, PriceSwapError> {
  const tooSmall = () => fail('flash_amount_too_small', { field: 'amount', min: formatUnits(minimumBudget(rules, firstPrice(asks)), rules.quoteScale) });
  if (budget < rules.minNotional) return tooSmall();
  const walk = walkBook(asks, rules, { side: 'buy', budget });
  // The book ran out while the budget could still pay for another lot at the worst price.
  if (walk.exhausted && valueCeilOf(rules, walk.worstTicks, walk.lots + 1n) <= budget)
    return fail('flash_liquidity_short', { field: 'amount', max: formatUnits(valueCeilOf(rules, walk.worstTicks, walk.lots), rules.quoteScale) });
  if (walk.lots === 0n || belowMinNotional(rules, walk)) return tooSmall();
  const fee = walk.fills.reduce((sum, fill) => sum + feeOn(fill.lots * rules.lotUnits, rules.takerFeeBp), 0n);
  const coins = walk.lots * rules.lotUnits;
  return ok({
    side: 'buy',
    lots: walk.lots,
    limitTicks: walk.worstTicks,
    fromUnits: walk.quoteUnits,
    toUnits: coins - fee,
    fee,
    priceUnits: averagePrice(rules, walk),
  });
}

/** The writer refuses an order whose value at its limit is under the market's minimum notional. */
function belowMinNotional(rules: MarketRules, walk: Walk): boolean {
  return valueFloorOf(rules, walk.worstTicks, walk.lots) < rules.minNotional;
}

function averagePrice(rules: MarketRules, walk: Walk): bigint {
  return (walk.quoteUnits * 10n ** BigInt(rules.baseScale)) / (walk.lots * rules.lotUnits);
}

function firstPrice(levels: BookLevel[]): bigint {
  return levels[0]?.priceTicks ?? 0n;
}

/** The fewest lots worth the minimum notional at the best price (one lot at least; one lot when the side is empty). */
function minimumLots(rules: MarketRules, bestTicks: bigint): bigint {
  if (bestTicks <= 0n) return 1n;
  const perLot = bestTicks * rules.tickUnits * rules.lotUnits;
  const needed = (rules.minNotional * 10n ** BigInt(rules.baseScale) + perLot - 1n) / perLot;
  return needed > 1n ? needed : 1n;
}

/** The smallest USDT amount that buys the minimum at the best ask (the minimum notional when the side is empty). */
function minimumBudget(rules: MarketRules, bestTicks: bigint): bigint {
  if (bestTicks <= 0n) return rules.minNotional;
  // Those lots are worth at least the minimum notional (rounded down), so this is never below it.
  return valueCeilOf(rules, bestTicks, minimumLots(rules, bestTicks));
}
