import type { ValidatedOrder } from './applyBatch.js';
import { baseUnits, type MarketRules, priceUnits } from './marketRules.js';
import type { LiveOrder } from './state.js';

/**
 * Whether a repeated client order id asks for the order it first placed: same market, side,
 * type, time in force, price and size. A repeat that asks for another order is a reused id
 * (answered `request_id_reused`), never the first order passed off as the second.
 */
export function isSameOrder(first: ValidatedOrder, repeat: ValidatedOrder): boolean {
  return (
    first.symbol === repeat.symbol &&
    first.side === repeat.side &&
    first.type === repeat.type &&
    first.timeInForce === repeat.timeInForce &&
    first.postOnly === repeat.postOnly &&
    first.priceTicks === repeat.priceTicks &&
    first.lots === repeat.lots &&
    first.amount === repeat.amount
  );
}

/** The same check against an order already placed (its amounts in minor units of `rules`, the repeat's market). */
export function isOrderPlacedAs(placed: LiveOrder, repeat: ValidatedOrder, rules: MarketRules): boolean {
  if (placed.symbol !== repeat.symbol) return false;
  return (
    placed.side === repeat.side &&
    placed.type === repeat.type &&
    placed.timeInForce === repeat.timeInForce &&
    placed.postOnly === repeat.postOnly &&
    placed.price === (repeat.priceTicks === undefined ? null : priceUnits(rules, repeat.priceTicks)) &&
    placed.quantity === (repeat.lots === undefined ? null : baseUnits(rules, repeat.lots)) &&
    placed.amount === (repeat.amount ?? null)
  );
}
