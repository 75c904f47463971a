import type { ErrorName, OrderSide, OrderType, SpotRules } from '@veritex/shared';
import { add, ceilToStep, compare, decimalsOf, div, floorToStep, isMultipleOf, isZero, mul, sub, toScale, trim } from '../../lib/decimal';

/**
 * The order form's arithmetic, exact on decimal strings: the checks the server makes (same
 * error names, so the same messages), the quick percentages and the estimate of total and fee.
 */

export interface OrderDraft {
  side: OrderSide;
  type: OrderType;
  price?: string;
  quantity?: string;
  /** Market buys: the quote amount to spend. */
  amount?: string;
}

export type OrderField = 'price' | 'quantity' | 'amount';

export interface FieldProblem {
  field: OrderField;
  error: ErrorName;
  params?: Record<string, string | number>;
}

/** [price, quantity] levels, best first (the contract's depth shape). */
export type Levels = ReadonlyArray<readonly [string, string]>;

const DECIMAL = /^\d+(\.\d+)?$/;

/** Market buys name the quote amount to spend; everything else names the base quantity. */
export function spendsAmount(draft: Pick<OrderDraft, 'side' | 'type'>): boolean {
  return draft.type === 'market' && draft.side === 'buy';
}

/** What the order would cost from the balance it draws on: quote for buys, base for sells (limit buys: price × quantity). */
export function orderCost(draft: OrderDraft): string | undefined {
  if (draft.side === 'sell') return validNumber(draft.quantity);
  if (draft.type === 'market') return validNumber(draft.amount);
  const price = validNumber(draft.price);
  const quantity = validNumber(draft.quantity);
  return price && quantity ? mul(price, quantity) : undefined;
}

/**
 * The order's value in the quote asset as the server judges it against the minimum: limit orders
 * price × quantity, market buys their amount, market sells quantity × the best bid.
 */
export function orderValue(draft: OrderDraft, bestBid?: string): string | undefined {
  if (draft.type === 'market' && draft.side === 'buy') return validNumber(draft.amount);
  if (draft.type === 'market') {
    const quantity = validNumber(draft.quantity);
    return quantity && bestBid ? mul(bestBid, quantity) : undefined;
  }
  const price = validNumber(draft.price);
  const quantity = validNumber(draft.quantity);
  return price && quantity ? mul(price, quantity) : undefined;
}

function validNumber(value: string | undefined): string | undefined {
  return value && DECIMAL.test(value) && !isZero(value) ? value : undefined;
}

/**
 * Every problem of the draft, one per field at most, in the order the server checks: presence and
 * form first, then tick and lot, then (market orders) an empty opposite side, then the order's value,
 * then the balance (`available` of the asset the order draws on; undefined skips that check).
 * `amountScale` is the quote asset's decimals; `book` the best levels, when known.
 */
export function orderProblems(
  draft: OrderDraft,
  rules: SpotRules,
  available: string | undefined,
  amountScale: number,
  book?: { bids: Levels; asks: Levels },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const has = (field: OrderField) => problems.some((problem) => problem.field === field);
  if (draft.type === 'limit') {
    if (!draft.price) problems.push({ field: 'price', error: 'price_required' });
    else if (!DECIMAL.test(draft.price) || isZero(draft.price)) problems.push({ field: 'price', error: 'price_invalid' });
    else if (!isMultipleOf(draft.price, rules.tick_size)) problems.push({ field: 'price', error: 'price_off_tick', params: { tick: trim(rules.tick_size) } });
  }
  if (spendsAmount(draft)) {
    if (!draft.amount) problems.push({ field: 'amount', error: 'amount_required' });
    else if (!DECIMAL.test(draft.amount) || isZero(draft.amount) || decimalsOf(draft.amount) > amountScale)
      problems.push({ field: 'amount', error: 'amount_invalid', params: { scale: amountScale } });
  } else if (!draft.quantity) problems.push({ field: 'quantity', error: 'quantity_required' });
  else if (!DECIMAL.test(draft.quantity) || isZero(draft.quantity)) problems.push({ field: 'quantity', error: 'quantity_invalid' });
  else if (!isMultipleOf(draft.quantity, rules.lot_size))
    problems.push({ field: 'quantity', error: 'quantity_off_lot', params: { lot: trim(rules.lot_size) } });

  const valueField: OrderField = spendsAmount(draft) ? 'amount' : 'quantity';
  if (has(valueField) || has('price')) return problems;
  if (draft.type === 'market' && book && (draft.side === 'buy' ? book.asks : book.bids).length === 0) {
    problems.push({ field: valueField, error: 'no_liquidity' });
    return problems;
  }
  const value = orderValue(draft, book?.bids[0]?.[0]);
  if (value && compare(value, rules.min_notional) < 0) {
    // The server's wording and parameter, so both say the same.
    problems.push({ field: valueField, error: 'notional_too_small', params: { min: trim(rules.min_notional) } });
    return problems;
  }
  // A limit buy freezes its value rounded up to the quote asset's smallest unit.
  const exact = orderCost(draft);
  const cost = exact && draft.side === 'buy' && draft.type === 'limit' ? ceilToStep(exact, unitOf(amountScale)) : exact;
  if (available !== undefined && cost && compare(cost, available) > 0) problems.push({ field: valueField, error: 'insufficient_balance' });
  return problems;
}

/** The smallest amount with `scale` decimals: 2 → "0.01". */
function unitOf(scale: number): string {
  return scale <= 0 ? '1' : `0.${'0'.repeat(scale - 1)}1`;
}

/** pct % of `value`, cut to `scale` decimals. */
function share(value: string, pct: number, scale: number): string {
  return div(mul(value, String(pct)), '100', scale) ?? '0';
}

/**
 * The field value for a quick percentage of the available balance: market buys spend that share of
 * the quote; limit buys buy what that share pays for at the form's price; sells sell that share of
 * the base. Quantities are cut down to the lot, so the order never exceeds the balance.
 */
export function quickFill(draft: OrderDraft, pct: number, available: string, rules: SpotRules, amountScale: number): string | undefined {
  if (spendsAmount(draft)) return share(available, pct, amountScale);
  const lotScale = decimalsOf(rules.lot_size);
  if (draft.side === 'sell') return floorToStep(share(available, pct, lotScale), rules.lot_size);
  const price = validNumber(draft.price);
  if (!price) return undefined;
  const budget = share(available, pct, amountScale);
  const quantity = div(budget, price, lotScale);
  return quantity === undefined ? undefined : floorToStep(quantity, rules.lot_size);
}

export interface BookWalk {
  /** Base quantity the order would take from the book. */
  quantity: string;
  /** Quote value of that quantity. */
  value: string;
  /** The book ran out before the order was done. */
  short: boolean;
}

/** Takes levels (best first) until `quantity` base is done (market sells against the bids). */
export function walkByQuantity(levels: Levels, quantity: string): BookWalk {
  let left = quantity;
  let value = '0';
  for (const [price, size] of levels) {
    if (compare(left, '0') <= 0) break;
    const take = compare(size, left) <= 0 ? size : left;
    value = add(value, mul(price, take));
    left = sub(left, take);
  }
  return { quantity: trim(sub(quantity, clampZero(left))), value: trim(value), short: compare(left, '0') > 0 };
}

/** Spends `amount` quote on levels (best first), whole lots only (market buys against the asks). */
export function walkByAmount(levels: Levels, amount: string, lot: string): BookWalk {
  let left = amount;
  let quantity = '0';
  let value = '0';
  for (const [price, size] of levels) {
    const cost = mul(price, size);
    if (compare(cost, left) <= 0) {
      quantity = add(quantity, size);
      value = add(value, cost);
      left = sub(left, cost);
      continue;
    }
    const affordable = floorToStep(div(left, price, decimalsOf(lot)) ?? '0', lot);
    quantity = add(quantity, affordable);
    value = add(value, mul(price, affordable));
    return { quantity: trim(quantity), value: trim(value), short: false };
  }
  return { quantity: trim(quantity), value: trim(value), short: compare(left, '0') > 0 };
}

function clampZero(value: string): string {
  return compare(value, '0') < 0 ? '0' : value;
}

export interface OrderEstimate {
  /** Base quantity bought or sold (market orders: from the book as it is now). */
  quantity: string;
  /** Quote value: paid for buys, received before fee for sells. */
  total: string;
  /** Fee in `feeAsset`: what the side receives. */
  fee: string;
  feeAsset: string;
  /** Which rate applies: a limit order that does not cross the book rests as maker. */
  role: 'maker' | 'taker';
  feePct: string;
  /** What arrives after the fee, in `feeAsset`. */
  receive: string;
  /** A market order larger than the book shown: the estimate covers only what is there. */
  short: boolean;
}

/** Whether a limit order at `price` would trade at once against the best opposite level. */
export function crossesBook(side: OrderSide, price: string, bids: Levels, asks: Levels): boolean {
  const opposite = side === 'buy' ? asks[0] : bids[0];
  if (!opposite) return false;
  return side === 'buy' ? compare(price, opposite[0]) >= 0 : compare(price, opposite[0]) <= 0;
}

/** The estimate shown under the form, or undefined while the draft is incomplete. */
export function estimateOrder(draft: OrderDraft, rules: SpotRules, bids: Levels, asks: Levels): OrderEstimate | undefined {
  let quantity: string | undefined;
  let total: string | undefined;
  let role: 'maker' | 'taker' = 'taker';
  let short = false;
  if (draft.type === 'limit') {
    const price = validNumber(draft.price);
    quantity = validNumber(draft.quantity);
    if (!price || !quantity) return undefined;
    total = mul(price, quantity);
    role = crossesBook(draft.side, price, bids, asks) ? 'taker' : 'maker';
  } else if (draft.side === 'buy') {
    const amount = validNumber(draft.amount);
    if (!amount) return undefined;
    const walk = walkByAmount(asks, amount, rules.lot_size);
    ({ quantity, value: total, short } = walk);
  } else {
    const wanted = validNumber(draft.quantity);
    if (!wanted) return undefined;
    const walk = walkByQuantity(bids, wanted);
    ({ quantity, value: total, short } = walk);
  }
  const feePct = role === 'maker' ? rules.maker_fee_pct : rules.taker_fee_pct;
  // The fee is taken from what the side receives: base for buys, quote for sells.
  const received = draft.side === 'buy' ? quantity : total;
  const fee = div(mul(received, feePct), '100', decimalsOf(received) + 4) ?? '0';
  return {
    quantity: trim(quantity),
    total: trim(total),
    fee: trim(fee),
    feeAsset: draft.side === 'buy' ? rules.base : rules.quote,
    role,
    feePct,
    receive: trim(sub(received, fee)),
    short,
  };
}

/** A decimal for display at `scale` places, cut (never rounded up). */
export function cut(value: string, scale: number): string {
  return toScale(value, scale);
}
