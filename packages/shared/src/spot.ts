import { z } from 'zod';
import type { ErrorName } from './errors.js';

const msg = (name: ErrorName) => ({ message: name });

/**
 * The spot exchange's wire contract, shared by the server and the web app. Amounts and prices
 * are decimal strings; times are ISO strings except kline open times (epoch milliseconds, what
 * charting libraries take).
 */

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const ORDER_TYPES = ['limit', 'market'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const TIMES_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
export type OrderTimeInForce = (typeof TIMES_IN_FORCE)[number];
/** The spec's order tabs (§4): pending, trading (partially filled), closed, withdrawn (cancelled). */
export const ORDER_STATUSES = ['pending', 'trading', 'closed', 'withdrawn'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Why an order ended; null while it rests. */
export type OrderEndReason =
  | 'filled'
  | 'cancelled'
  | 'ioc_expired'
  | 'fok_unfillable'
  | 'post_only_would_cross'
  | 'self_trade'
  | 'no_liquidity'
  | 'budget_exhausted';

export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** A market's trading rules, published where they bind (/deal shows them next to the form). */
export interface SpotRules {
  symbol: string;
  base: string;
  quote: string;
  /** Prices are whole multiples of this, in the quote asset. */
  tick_size: string;
  /** Quantities are whole multiples of this, in the base asset. */
  lot_size: string;
  /** Smallest order value (price × quantity) in the quote asset. */
  min_notional: string;
  /** Fee rates in percent of what the side receives, e.g. "0.10". */
  maker_fee_pct: string;
  taker_fee_pct: string;
  price_scale: number;
  quantity_scale: number;
}

export interface SpotOrder {
  id: string;
  client_order_id: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  time_in_force: OrderTimeInForce;
  post_only: boolean;
  /** Limit price; null for market orders. */
  price: string | null;
  /** Base quantity asked for; null for market buys, which spend `amount` instead. */
  quantity: string | null;
  /** Market buys: the quote amount to spend; null otherwise. */
  amount: string | null;
  filled_quantity: string;
  /** Quote value of the fills. */
  filled_amount: string;
  average_price: string | null;
  /** Fee paid, in `fee_asset` (what the side receives: base for buys, quote for sells). */
  fee: string;
  fee_asset: string;
  status: OrderStatus;
  reason: OrderEndReason | null;
  created_at: string;
  updated_at: string;
}

/** A trade on the public tape; `side` is the taker's. */
export interface PublicTrade {
  id: string;
  price: string;
  quantity: string;
  side: OrderSide;
  time: string;
}

/** One of the user's own fills (web/getMyTrades, `/dealList`). web/getDealList stays the account log. */
export interface MyTrade {
  id: string;
  order_id: string;
  symbol: string;
  side: OrderSide;
  role: 'maker' | 'taker';
  price: string;
  quantity: string;
  /** Quote value. */
  amount: string;
  fee: string;
  fee_asset: string;
  time: string;
}

/** Aggregated book: [price, quantity] levels, best first. */
export interface DepthSnapshot {
  symbol: string;
  bids: Array<[string, string]>;
  asks: Array<[string, string]>;
  time: string;
}

/** [open time ms, open, high, low, close, base volume, quote volume] */
export type Kline = [number, string, string, string, string, string, string];

/** web/new_data: everything /deal needs to draw one market before the streams take over. */
export interface SpotMarketData {
  rules: SpotRules;
  depth: DepthSnapshot;
  trades: PublicTrade[];
}

export interface Paged<T> {
  list: T[];
  total: number;
}

const symbolSchema = z.string(msg('market_unknown')).regex(/^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$/, msg('market_unknown'));
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * web/placeOrder. Limit orders need price and quantity; market sells need quantity; market buys
 * need amount (quote to spend). `client_order_id` is the idempotency key: a repeat returns the
 * first order.
 */
export const placeOrderInputSchema = z
  .object({
    symbol: symbolSchema,
    side: z.enum(ORDER_SIDES, msg('invalid_input')),
    type: z.enum(ORDER_TYPES, msg('invalid_input')),
    price: z.string().trim().optional(),
    quantity: z.string().trim().optional(),
    amount: z.string().trim().optional(),
    time_in_force: z.enum(TIMES_IN_FORCE, msg('invalid_input')).default('GTC'),
    post_only: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .optional()
      .transform((v) => v === true || v === 'true' || v === '1'),
    client_order_id: z.string(msg('client_order_id_invalid')).regex(/^[A-Za-z0-9_-]{1,40}$/, msg('client_order_id_invalid')),
  })
  .superRefine((input, ctx) => {
    const needsAmount = input.type === 'market' && input.side === 'buy';
    if (needsAmount) {
      if (!input.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount_required' satisfies ErrorName });
      else if (!DECIMAL.test(input.amount)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount_invalid' satisfies ErrorName });
    } else if (!input.quantity) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'quantity_required' satisfies ErrorName });
    else if (!DECIMAL.test(input.quantity)) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'quantity_invalid' satisfies ErrorName });
    if (input.type === 'limit') {
      if (!input.price) ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_required' satisfies ErrorName });
      else if (!DECIMAL.test(input.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'price_invalid' satisfies ErrorName });
    }
  });
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;

export const cancelOrderInputSchema = z.object({ order_id: z.string(msg('order_unknown')).regex(/^\d{1,18}$/, msg('order_unknown')) });

export const cancelAllOrdersInputSchema = z.object({ symbol: symbolSchema.optional() });

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const getOrdersInputSchema = z.object({
  /** open: pending and trading; history: closed and withdrawn. */
  scope: z.enum(['open', 'history']).default('open'),
  symbol: symbolSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  ...pageFields,
});

export const getMyTradesInputSchema = z.object({
  symbol: symbolSchema.optional(),
  side: z.enum(ORDER_SIDES).optional(),
  /** ISO dates (inclusive day range in the user's view; the server takes them as instants). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageFields,
});

export const symbolInputSchema = z.object({ symbol: symbolSchema });
export const depthInputSchema = z.object({ symbol: symbolSchema, limit: z.coerce.number().int().min(1).max(100).default(50) });
export const tradesInputSchema = z.object({ symbol: symbolSchema, limit: z.coerce.number().int().min(1).max(100).default(50) });
export const klinesInputSchema = z.object({
  symbol: symbolSchema,
  interval: z.enum(KLINE_INTERVALS, msg('invalid_input')),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  /** Candles opening before this instant (ms); paging back through history. */
  end: z.coerce.number().int().positive().optional(),
});
export const currencyInputSchema = z.object({ code: z.string(msg('asset_unknown')).regex(/^[A-Z0-9]{2,12}$/, msg('asset_unknown')) });

/**
 * WebSocket /ws market streams. Client: `{"op":"subscribe","channels":[…]}` and
 * `{"op":"unsubscribe","channels":[…]}`. Server frames: `{"channel": <name>, "data": …}`.
 * - `ticker`: MarketTicker[] for every market, once a second.
 * - `depth@<SYMBOL>`: DepthSnapshot (top 50 levels a side), on subscribe and then at most every
 *   100 ms while the book changes.
 * - `trades@<SYMBOL>`: PublicTrade[] of each committed batch, newest first.
 * - `kline@<SYMBOL>@<interval>`: Kline, the current candle, whenever it changes (coalesced).
 * - `orders` (after auth): SpotOrder, each time one of the user's orders changes.
 * - `balances` (after auth): as before.
 */
export const MARKET_CHANNEL_PATTERN = /^(ticker|depth@[A-Z0-9_]+|trades@[A-Z0-9_]+|kline@[A-Z0-9_]+@(1m|5m|15m|30m|1h|4h|1d|1w|1M))$/;
