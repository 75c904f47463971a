import type { EngineEvent } from '@veritex/engine';
import {
  type ActiveHalt,
  fail,
  KLINE_INTERVALS,
  type OrderEndReason,
  type OrderSide,
  type OrderTimeInForce,
  type OrderType,
  ok,
  type Result,
} from '@veritex/shared';
import { haltRefusal } from '../halts/index.js';
import { type AccountRef, accountKey, type LockedAccount, type Movement, type PostingRequest } from '../ledger/index.js';
import { foldTrade } from './klines.js';
import { baseUnits, budgetTickLots, feeOn, MAX_ENGINE_UNITS, plainDecimal, priceUnits, quoteValue, quoteValueCeil } from './marketRules.js';
import { spotKeys } from './spotKeys.js';
import { type ExchangeState, type LiveOrder, type MarketState, RECENT_TRADES, type TradeRecord } from './state.js';

/** An order that passed the stateless checks (numbers on the tick and lot grid, known market). */
export interface ValidatedOrder {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  timeInForce: OrderTimeInForce;
  postOnly: boolean;
  clientOrderId: string;
  /** Limit orders. */
  priceTicks?: number;
  /** Limit orders and market sells. */
  lots?: number;
  /** Market buys: quote minor units to spend. */
  amount?: bigint;
}

export type SpotCommand =
  | { type: 'place'; userId: bigint; order: ValidatedOrder }
  | { type: 'cancel'; userId: bigint; orderId: bigint }
  | { type: 'cancel_all'; userId: bigint; symbol?: string }
  /** A halt committed (`halt`) or lifted (null): from this command on, places on the market are refused; `cancelOpen` cancels its open orders. */
  | { type: 'halt'; symbol: string; halt: ActiveHalt | null; cancelOpen: boolean };

export type PlaceError =
  | 'trading_halted'
  | 'insufficient_balance'
  | 'no_liquidity'
  | 'post_only_would_cross'
  | 'fok_unfillable'
  | 'notional_too_small'
  | 'quantity_too_large';
/** `request_id_reused`: a client order id that placed another order (the writer checks it inside the batch). */
export type CommandAnswer = Result<LiveOrder, PlaceError | 'order_unknown' | 'order_closed' | 'request_id_reused'> | Result<{ cancelled: number }>;

/** Everything one batch changed, for the writer to persist in one transaction and then publish. */
export interface BatchOutput {
  postings: PostingRequest[];
  orders: Map<bigint, LiveOrder>;
  trades: TradeRecord[];
  touchedSymbols: Set<string>;
}

export function exchangeAccounts(userId: bigint, state: MarketState): AccountRef[] {
  return [
    { owner: 'user', userId, kind: 'exchange', asset: state.rules.base },
    { owner: 'user', userId, kind: 'exchange', asset: state.rules.quote },
  ];
}

/** Reasons an order ends without having done anything: answered as errors, never recorded. */
const REFUSALS: Partial<Record<OrderEndReason, PlaceError>> = {
  post_only_would_cross: 'post_only_would_cross',
  fok_unfillable: 'fok_unfillable',
  no_liquidity: 'no_liquidity',
};

/**
 * Applies one batch of commands to the in-memory books, in arrival order, checking funds
 * against balances read under lock at the start of the batch (and kept current as the batch's
 * own postings move them). Deterministic given the state, the balances and `now`.
 */
export class BatchApplier {
  readonly output: BatchOutput = { postings: [], orders: new Map(), trades: [], touchedSymbols: new Set() };

  /** A working copy: the batch's own postings move it, so later commands see earlier ones. */
  private readonly balances: Map<string, { available: bigint; frozen: bigint }>;

  constructor(
    private readonly state: ExchangeState,
    locked: Map<string, LockedAccount>,
    private readonly now: Date,
  ) {
    this.balances = new Map([...locked].map(([key, account]) => [key, { available: account.available, frozen: account.frozen }]));
  }

  apply(command: SpotCommand): CommandAnswer {
    if (command.type === 'place') return this.place(command.userId, command.order);
    if (command.type === 'cancel') return this.cancel(command.userId, command.orderId);
    if (command.type === 'halt') return this.halt(command.symbol, command.halt, command.cancelOpen);
    return this.cancelAll(command.userId, command.symbol);
  }

  /** Everyone's open orders on the market are cancelled through the owner's cancel path: each releases what it holds. */
  private halt(symbol: string, halt: ActiveHalt | null, cancelOpen: boolean): Result<{ cancelled: number }> {
    if (halt) this.state.halts.set(symbol, halt);
    else this.state.halts.delete(symbol);
    if (!cancelOpen) return ok({ cancelled: 0 });
    const open = [...this.state.openOrders.values()].filter((o) => o.symbol === symbol);
    for (const order of open) this.cancel(order.userId, order.id);
    return ok({ cancelled: open.length });
  }

  private place(userId: bigint, input: ValidatedOrder): Result<LiveOrder, PlaceError> {
    const market = this.state.markets.get(input.symbol);
    if (!market) throw new Error(`unknown market ${input.symbol}`);
    const halt = this.state.halts.get(input.symbol);
    if (halt) return haltRefusal(halt);
    const needs = this.fundsNeeded(market, input);
    if (!needs.ok) return needs;
    const { asset, amount: frozen, budget } = needs.value;
    const payAccount: AccountRef = { owner: 'user', userId, kind: 'exchange', asset };
    if (this.availableOf(payAccount) < frozen) return fail('insufficient_balance', { field: input.amount === undefined ? 'quantity' : 'amount' });

    const order = this.newOrder(userId, input, frozen);
    const events = market.book.place({
      id: Number(order.id),
      owner: Number(userId),
      side: input.side,
      type: input.type,
      priceTicks: input.priceTicks ?? 0,
      quantityLots: input.lots ?? Number(budget),
      timeInForce: input.timeInForce,
      postOnly: input.postOnly,
      selfTrade: 'cancel_taker',
      budgetTickLots: Number(budget),
    });
    const refusal = refusalOf(events);
    if (refusal) return fail(refusal);

    this.state.nextOrderId++;
    this.post('spot_freeze', order, { type: 'spot_order', id: order.id.toString() }, spotKeys.freeze(order.id), [
      { account: payAccount, bucket: 'available', amount: -frozen },
      { account: payAccount, bucket: 'frozen', amount: frozen },
    ]);
    this.output.orders.set(order.id, order);
    this.applyEvents(market, events, order);
    return ok(order);
  }

  /** What the order must freeze (and, for market buys, its budget in the engine's tick·lots). */
  private fundsNeeded(market: MarketState, input: ValidatedOrder): Result<{ asset: string; amount: bigint; budget: bigint }, PlaceError> {
    const { rules, book } = market;
    const opposite = input.side === 'buy' ? book.bestAsk() : book.bestBid();
    if (input.type === 'market' && opposite === undefined) return fail('no_liquidity');
    if (input.type === 'market' && input.side === 'buy') {
      const amount = input.amount ?? 0n;
      const tooSmall = fail('notional_too_small', { min: plainDecimal(rules.minNotional, rules.quoteScale), field: 'amount' });
      if (amount < rules.minNotional) return tooSmall;
      const budget = budgetTickLots(rules, amount);
      if (budget <= 0n) return tooSmall;
      if (budget > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'amount' });
      return ok({ asset: rules.quote, amount, budget });
    }
    const lots = input.lots ?? 0;
    const referenceTicks = input.type === 'limit' ? (input.priceTicks ?? 0) : (opposite ?? 0);
    if (BigInt(referenceTicks) * BigInt(lots) > MAX_ENGINE_UNITS) return fail('quantity_too_large', { field: 'quantity' });
    if (quoteValue(rules, referenceTicks, lots) < rules.minNotional)
      return fail('notional_too_small', { min: plainDecimal(rules.minNotional, rules.quoteScale), field: 'quantity' });
    if (input.side === 'sell') return ok({ asset: rules.base, amount: baseUnits(rules, lots), budget: 0n });
    return ok({ asset: rules.quote, amount: quoteValueCeil(rules, referenceTicks, lots), budget: 0n });
  }

  private newOrder(userId: bigint, input: ValidatedOrder, frozen: bigint): LiveOrder {
    const rules = (this.state.markets.get(input.symbol) as MarketState).rules;
    return {
      id: this.state.nextOrderId,
      userId,
      clientOrderId: input.clientOrderId,
      symbol: input.symbol,
      side: input.side,
      type: input.type,
      timeInForce: input.timeInForce,
      postOnly: input.postOnly,
      price: input.priceTicks === undefined ? null : priceUnits(rules, input.priceTicks),
      quantity: input.lots === undefined ? null : baseUnits(rules, input.lots),
      amount: input.amount ?? null,
      frozen,
      frozenLeft: frozen,
      filledQuantity: 0n,
      filledAmount: 0n,
      fee: 0n,
      status: 'pending',
      reason: null,
      createdAt: this.now,
      updatedAt: this.now,
    };
  }

  private cancel(userId: bigint, orderId: bigint): Result<LiveOrder, 'order_unknown' | 'order_closed'> {
    const order = this.state.openOrders.get(orderId) ?? this.output.orders.get(orderId);
    if (!order || order.userId !== userId) return fail('order_unknown');
    if (order.status === 'closed' || order.status === 'withdrawn') return fail('order_closed');
    const market = this.state.markets.get(order.symbol) as MarketState;
    this.applyEvents(market, market.book.cancel(Number(orderId), Number(userId)), order);
    return ok(order);
  }

  private cancelAll(userId: bigint, symbol: string | undefined): Result<{ cancelled: number }> {
    const mine = [...this.state.openOrders.values()].filter((o) => o.userId === userId && (!symbol || o.symbol === symbol));
    for (const order of mine) this.cancel(userId, order.id);
    return ok({ cancelled: mine.length });
  }

  private applyEvents(market: MarketState, events: EngineEvent[], taker: LiveOrder): void {
    for (const event of events) {
      if (event.type === 'trade') this.trade(market, event, taker);
      else if (event.type === 'rested') {
        taker.status = taker.filledQuantity > 0n ? 'trading' : 'pending';
        this.state.openOrders.set(taker.id, taker);
      } else if (event.type === 'done') this.end(this.orderById(BigInt(event.id), taker), event.reason);
    }
    this.output.touchedSymbols.add(market.rules.symbol);
  }

  private orderById(id: bigint, taker: LiveOrder): LiveOrder {
    const order = id === taker.id ? taker : this.state.openOrders.get(id);
    if (!order) throw new Error(`engine named unknown order ${id}`);
    return order;
  }

  private trade(market: MarketState, event: Extract<EngineEvent, { type: 'trade' }>, taker: LiveOrder): void {
    const { rules } = market;
    const maker = this.orderById(BigInt(event.makerId), taker);
    const quantity = baseUnits(rules, event.quantityLots);
    const amount = quoteValue(rules, event.priceTicks, event.quantityLots);
    const buyer = taker.side === 'buy' ? taker : maker;
    const seller = taker.side === 'buy' ? maker : taker;
    const buyerFee = feeOn(quantity, buyer === taker ? rules.takerFeeBp : rules.makerFeeBp);
    const sellerFee = feeOn(amount, seller === taker ? rules.takerFeeBp : rules.makerFeeBp);
    const record: TradeRecord = {
      id: this.state.nextTradeId++,
      symbol: rules.symbol,
      price: priceUnits(rules, event.priceTicks),
      quantity,
      amount,
      takerSide: taker.side,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: maker.userId,
      takerUserId: taker.userId,
      makerFee: maker === buyer ? buyerFee : sellerFee,
      takerFee: taker === buyer ? buyerFee : sellerFee,
      at: this.now,
    };
    const account = (userId: bigint, asset: string): AccountRef => ({ owner: 'user', userId, kind: 'exchange', asset });
    const fees = (asset: string): AccountRef => ({ owner: 'house', kind: 'fees', asset });
    this.post('spot_trade', taker, { type: 'spot_trade', id: record.id.toString() }, spotKeys.trade(record.id), [
      { account: account(buyer.userId, rules.quote), bucket: 'frozen', amount: -amount },
      { account: account(seller.userId, rules.quote), bucket: 'available', amount: amount - sellerFee },
      { account: fees(rules.quote), bucket: 'available', amount: sellerFee },
      { account: account(seller.userId, rules.base), bucket: 'frozen', amount: -quantity },
      { account: account(buyer.userId, rules.base), bucket: 'available', amount: quantity - buyerFee },
      { account: fees(rules.base), bucket: 'available', amount: buyerFee },
    ]);
    buyer.frozenLeft -= amount;
    seller.frozenLeft -= quantity;
    buyer.fee += buyerFee;
    seller.fee += sellerFee;
    for (const order of [maker, taker]) {
      order.filledQuantity += quantity;
      order.filledAmount += amount;
      order.updatedAt = this.now;
      if (order.status === 'pending') order.status = 'trading';
      this.output.orders.set(order.id, order);
    }
    this.output.trades.push(record);
    this.record(market, record);
  }

  /** Market data kept in memory: candles of every interval, the 24h minute window, the tape. */
  private record(market: MarketState, trade: TradeRecord): void {
    const fold = { atMs: trade.at.getTime(), price: trade.price, quantity: trade.quantity, amount: trade.amount };
    for (const interval of KLINE_INTERVALS) market.candles.set(interval, foldTrade(market.candles.get(interval), interval, fold));
    const minute = market.candles.get('1m');
    if (minute) {
      const last = market.minutes.at(-1);
      if (last && last.openMs === minute.openMs) market.minutes[market.minutes.length - 1] = minute;
      else market.minutes.push(minute);
    }
    market.recentTrades.push(trade);
    if (market.recentTrades.length > RECENT_TRADES) market.recentTrades.shift();
  }

  /**
   * An order that traded and then ended by itself (filled, budget spent, IOC remainder, book
   * emptied) is closed; one cancelled by its owner or by self-trade prevention, or that ended
   * without any fill, is withdrawn. `reason` keeps the detail.
   */
  private end(order: LiveOrder, reason: OrderEndReason): void {
    const cancelled = reason === 'cancelled' || reason === 'self_trade';
    order.status = order.filledQuantity > 0n && !cancelled ? 'closed' : 'withdrawn';
    order.reason = reason;
    order.updatedAt = this.now;
    this.state.openOrders.delete(order.id);
    this.output.orders.set(order.id, order);
    if (order.frozenLeft === 0n) return;
    const market = this.state.markets.get(order.symbol) as MarketState;
    const asset = order.side === 'buy' ? market.rules.quote : market.rules.base;
    const account: AccountRef = { owner: 'user', userId: order.userId, kind: 'exchange', asset };
    this.post('spot_release', order, { type: 'spot_order', id: order.id.toString() }, spotKeys.release(order.id), [
      { account, bucket: 'frozen', amount: -order.frozenLeft },
      { account, bucket: 'available', amount: order.frozenLeft },
    ]);
    order.frozenLeft = 0n;
  }

  private post(reason: PostingRequest['reason'], order: LiveOrder, cause: { type: string; id: string }, idempotencyKey: string, movements: Movement[]): void {
    const nonZero = movements.filter((m) => m.amount !== 0n);
    if (nonZero.length === 0) return;
    for (const m of nonZero) {
      const balance = this.balances.get(accountKey(m.account));
      if (!balance) continue;
      if (m.bucket === 'available') balance.available += m.amount;
      else balance.frozen += m.amount;
    }
    this.output.postings.push({ reason, actor: `user:${order.userId}`, cause, idempotencyKey, movements: nonZero });
  }

  private availableOf(ref: AccountRef): bigint {
    const balance = this.balances.get(accountKey(ref));
    if (!balance) throw new Error(`balance of ${accountKey(ref)} was not locked for this batch`);
    return balance.available;
  }
}

function refusalOf(events: EngineEvent[]): PlaceError | undefined {
  if (events[0]?.type === 'rejected') throw new Error(`engine rejected order: ${events[0].reason}`);
  if (events.length !== 2) return undefined;
  const done = events[1];
  if (done?.type !== 'done' || done.filledLots !== 0) return undefined;
  return REFUSALS[done.reason];
}
