import { fail, isDemoUserId, ok, type PlaceOrderInput, parseUnits, type Result, type SpotOrder } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { haltRefusal } from '../halts/index.js';
import type { PlaceError, ValidatedOrder } from './applyBatch.js';
import { placeDemoOrder } from './demo/placeDemoOrder.js';
import { type MarketRules, priceToTicks, quantityToLots } from './marketRules.js';
import { isSameOrder } from './sameOrder.js';
import type { SpotWriter } from './spotWriter.js';
import { type LiveOrder, orderView } from './state.js';

export type PlaceOrderError =
  | PlaceError
  | 'market_unknown'
  | 'market_not_listed'
  | 'price_invalid'
  | 'price_off_tick'
  | 'quantity_invalid'
  | 'quantity_off_lot'
  | 'amount_invalid'
  | 'order_not_accepted'
  | 'request_id_reused';

/** Requests in flight per `user:client_order_id`: a repeat of the same order waits for and returns the first. */
const inFlight = new Map<string, { order: ValidatedOrder; answer: Promise<Result<SpotOrder, PlaceOrderError>> }>();

/**
 * web/placeOrder. The client order id is the idempotency key: a repeat (in flight or already
 * committed) answers the first order instead of placing another; the same id asking for another
 * order is refused (`request_id_reused`). The committed check runs in the writer's batch, so the
 * order path costs no extra database round trip.
 */
export function placeOrder(deps: { db: DbOrTx; exchange: SpotWriter }, userId: bigint, input: PlaceOrderInput): Promise<Result<SpotOrder, PlaceOrderError>> {
  const market = deps.exchange.view.markets.get(input.symbol);
  if (!market) return Promise.resolve(fail('market_unknown'));
  if (!market.rules.listed) return Promise.resolve(fail('market_not_listed', { symbol: input.symbol }));
  // Refused at once while halted; the writer checks again in the batch, in queue order.
  const halt = deps.exchange.view.halts.get(input.symbol);
  if (halt) return Promise.resolve(haltRefusal(halt));
  const validated = validateOrder(market.rules, input);
  if (!validated.ok) return Promise.resolve(validated);
  // A demo identity's order is simulated against the book, never placed in it (modules/demo).
  if (isDemoUserId(userId)) return placeDemoOrder(deps, userId, validated.value);
  const key = `${userId}:${input.client_order_id}`;
  const earlier = inFlight.get(key);
  if (earlier) return isSameOrder(earlier.order, validated.value) ? earlier.answer : Promise.resolve(fail('request_id_reused', { field: 'client_order_id' }));
  const answer = submitOrder(deps.exchange, userId, validated.value).finally(() => inFlight.delete(key));
  inFlight.set(key, { order: validated.value, answer });
  return answer;
}

async function submitOrder(exchange: SpotWriter, userId: bigint, order: ValidatedOrder): Promise<Result<SpotOrder, PlaceOrderError>> {
  const answer = await exchange.submit({ type: 'place', userId, order });
  if (!answer.ok) return answer as Result<never, PlaceOrderError>;
  const placed = answer.value as LiveOrder;
  const rules = exchange.view.markets.get(placed.symbol)?.rules;
  if (!rules) throw new Error(`order of unknown market ${placed.symbol}`);
  return ok(orderView(placed, rules));
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
