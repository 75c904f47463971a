import { fail, ok, type PlaceOrderInput, parseUnits, type Result, type SpotOrder } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { PlaceError, ValidatedOrder } from './applyBatch.js';
import type { SpotExchange } from './exchange.js';
import { type MarketRules, priceToTicks, quantityToLots } from './marketRules.js';
import { orderView } from './state.js';

export type PlaceOrderError =
  | PlaceError
  | 'market_unknown'
  | 'price_invalid'
  | 'price_off_tick'
  | 'quantity_invalid'
  | 'quantity_off_lot'
  | 'amount_invalid'
  | 'order_not_accepted';

/** Requests in flight per `user:client_order_id`: a repeat waits for and returns the first. */
const inFlight = new Map<string, Promise<Result<SpotOrder, PlaceOrderError>>>();

/**
 * web/placeOrder. The client order id is the idempotency key: a repeat (in flight or already
 * committed) answers the first order instead of placing another.
 */
export function placeOrder(deps: { db: DbOrTx; exchange: SpotExchange }, userId: bigint, input: PlaceOrderInput): Promise<Result<SpotOrder, PlaceOrderError>> {
  const key = `${userId}:${input.client_order_id}`;
  const earlier = inFlight.get(key);
  if (earlier) return earlier;
  const attempt = placeOnce(deps, userId, input).finally(() => inFlight.delete(key));
  inFlight.set(key, attempt);
  return attempt;
}

async function placeOnce(deps: { db: DbOrTx; exchange: SpotExchange }, userId: bigint, input: PlaceOrderInput): Promise<Result<SpotOrder, PlaceOrderError>> {
  const market = deps.exchange.view.markets.get(input.symbol);
  if (!market) return fail('market_unknown');
  // A repeated client order id is answered by the writer, inside its batch (no extra round trip here).
  const validated = validateOrder(market.rules, input);
  if (!validated.ok) return validated;
  const answer = await deps.exchange.submit({ type: 'place', userId, order: validated.value });
  if (!answer.ok) return answer as Result<never, PlaceOrderError>;
  const order = answer.value as Parameters<typeof orderView>[0];
  // A repeated key answers the first order, which may be of another market.
  const rules = deps.exchange.view.markets.get(order.symbol)?.rules ?? market.rules;
  return ok(orderView(order, rules));
}

/** Puts the numbers on the market's grid; the checks that need the book and balances run in the writer. */
export function validateOrder(rules: MarketRules, input: PlaceOrderInput): Result<ValidatedOrder, PlaceOrderError> {
  const order: ValidatedOrder = {
    symbol: input.symbol,
    side: input.side,
    type: input.type,
    timeInForce: input.type === 'market' ? 'IOC' : input.time_in_force,
    postOnly: input.type === 'limit' && input.post_only,
    clientOrderId: input.client_order_id,
  };
  if (input.type === 'limit') {
    const ticks = priceToTicks(rules, input.price ?? '');
    if (!ticks.ok) return ticks;
    order.priceTicks = ticks.value;
  }
  if (input.type === 'market' && input.side === 'buy') {
    const amount = parseUnits(input.amount ?? '', rules.quoteScale);
    if (amount === undefined || amount <= 0n) return fail('amount_invalid', { field: 'amount' });
    order.amount = amount;
  } else {
    const lots = quantityToLots(rules, input.quantity ?? '');
    if (!lots.ok) return lots;
    order.lots = lots.value;
  }
  return ok(order);
}
