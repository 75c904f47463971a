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
export const ORDER_END_REASONS = [
  'filled',
  'cancelled',
  'ioc_expired',
  'fok_unfillable',
  'post_only_would_cross',
  'self_trade',
  'no_liquidity',
  'budget_exhausted',
] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];

export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/**
 * The answer shapes (SpotRules, SpotOrder, PublicTrade, MyTrade, DepthSnapshot, Kline,
 * SpotMarketData) are zod schemas of the call contract: contract/spot.ts.
 */

export interface Paged<T> {
  list: T[];
  total: number;
}

const symbolSchema = z.string(msg('market_unknown')).regex(/^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$/, msg('market_unknown'));
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * web/placeOrder. Limit orders need price and quantity; market sells need quantity; market buys
 * need amount (quote to spend). `client_order_id` is the idempotency key: a repeat returns the
 * first order; the same id with another order is refused (`request_id_reused`, field
 * `client_order_id`).
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

/** An ISO instant with its offset, in years 1970–9999; the server compares its normalised form. */
const instantSchema = z.iso.datetime({ offset: true, message: 'invalid_input' }).refine((text) => {
  const at = Date.parse(text);
  return Number.isFinite(at) && at >= 0 && at < Date.UTC(10_000, 0, 1);
}, msg('invalid_input'));

export const getMyTradesInputSchema = z.object({
  symbol: symbolSchema.optional(),
  side: z.enum(ORDER_SIDES).optional(),
  /** ISO dates (inclusive day range in the user's view; the server takes them as instants). */
  from: instantSchema.optional(),
  to: instantSchema.optional(),
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
