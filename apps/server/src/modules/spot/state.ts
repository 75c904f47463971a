import type { OrderBook } from '@veritex/engine';
import {
  type ActiveHalt,
  formatUnits,
  type KlineInterval,
  type OrderEndReason,
  type OrderSide,
  type OrderStatus,
  type OrderTimeInForce,
  type OrderType,
  type SpotOrder,
} from '@veritex/shared';
import type { Candle } from './klines.js';
import type { MarketRules } from './marketRules.js';

/** An order as the exchange keeps it: amounts in minor units (quantity base, amounts quote). */
export interface LiveOrder {
  id: bigint;
  userId: bigint;
  clientOrderId: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  timeInForce: OrderTimeInForce;
  postOnly: boolean;
  price: bigint | null;
  quantity: bigint | null;
  amount: bigint | null;
  frozen: bigint;
  frozenLeft: bigint;
  filledQuantity: bigint;
  filledAmount: bigint;
  fee: bigint;
  status: OrderStatus;
  reason: OrderEndReason | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A committed trade as market data carries it. */
export interface TradeRecord {
  id: bigint;
  symbol: string;
  price: bigint;
  quantity: bigint;
  amount: bigint;
  takerSide: OrderSide;
  makerOrderId: bigint;
  takerOrderId: bigint;
  makerUserId: bigint;
  takerUserId: bigint;
  makerFee: bigint;
  takerFee: bigint;
  at: Date;
}

export interface MarketState {
  rules: MarketRules;
  book: OrderBook;
  /** The current candle of each interval (persisted with every batch that changes it). */
  candles: Map<KlineInterval, Candle>;
  /** The last 24 hours of 1-minute candles, oldest first: the 24h ticker. */
  minutes: Candle[];
  /** Newest last, at most RECENT_TRADES. */
  recentTrades: TradeRecord[];
}

export const RECENT_TRADES = 100;

export interface ExchangeState {
  markets: Map<string, MarketState>;
  /** Resting orders (pending or trading) by id. */
  openOrders: Map<bigint, LiveOrder>;
  nextOrderId: bigint;
  nextTradeId: bigint;
  /**
   * The rulebook version in force (rules register), stored on every order placed: read at load and
   * moved forward by `rules_changed` notices, so the order path never reads it from the database.
   */
  ruleVersion: bigint | null;
  /** Spot markets halted now (modules/halts), by symbol: read at load, changed by the writer's `halt` command. */
  halts: Map<string, ActiveHalt>;
}

export function orderView(order: LiveOrder, rules: MarketRules): SpotOrder {
  const base = (units: bigint | null) => (units === null ? null : formatUnits(units, rules.baseScale));
  const quote = (units: bigint | null) => (units === null ? null : formatUnits(units, rules.quoteScale));
  const average = order.filledQuantity > 0n ? (order.filledAmount * 10n ** BigInt(rules.baseScale)) / order.filledQuantity : null;
  return {
    id: order.id.toString(),
    client_order_id: order.clientOrderId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    time_in_force: order.timeInForce,
    post_only: order.postOnly,
    price: quote(order.price),
    quantity: base(order.quantity),
    amount: quote(order.amount),
    filled_quantity: base(order.filledQuantity) ?? '0',
    filled_amount: quote(order.filledAmount) ?? '0',
    average_price: average === null ? null : formatUnits(average, rules.quoteScale),
    fee: order.side === 'buy' ? (base(order.fee) ?? '0') : (quote(order.fee) ?? '0'),
    fee_asset: order.side === 'buy' ? rules.base : rules.quote,
    status: order.status,
    reason: order.reason,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}
