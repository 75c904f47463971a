import { z } from 'zod';
import {
  cancelAllOrdersInputSchema,
  cancelOrderInputSchema,
  depthInputSchema,
  getMyTradesInputSchema,
  getOrdersInputSchema,
  klinesInputSchema,
  ORDER_END_REASONS,
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TYPES,
  placeOrderInputSchema,
  symbolInputSchema,
  TIMES_IN_FORCE,
  tradesInputSchema,
} from '../spot.js';
import { decimalString, defineCalls, idString, isoTime, noInput, requestIdField } from './define.js';

/**
 * The spot exchange (issue 4) and the market list. Amounts and prices are decimal strings at the
 * asset's scale; times are ISO strings except kline open times (epoch milliseconds, what charting
 * libraries take).
 */

/** `{list, total}`: one page of a user's records. */
export function listPageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

export const MARKET_KINDS = ['spot', 'contract'] as const;
export const marketKindSchema = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof marketKindSchema>;

/** One market's 24h ticker (web/getmarketList, the `ticker` channel). */
export const marketTickerSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  base: z.string(),
  quote: z.string(),
  kind: marketKindSchema,
  price: decimalString,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  /** 24h change in percent, two decimals. */
  change_pct: decimalString,
  /** 24h volume in the base asset. */
  volume: decimalString,
  /** 24h volume in the quote asset. */
  quote_volume: decimalString,
  price_scale: z.number().int(),
});
export type MarketTicker = z.infer<typeof marketTickerSchema>;

export const marketListSchema = z.object({ simulated: z.boolean(), markets: z.array(marketTickerSchema) });
export type MarketList = z.infer<typeof marketListSchema>;

/** A market's trading rules, published where they bind (/deal shows them next to the form). */
export const spotRulesSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  /** Prices are whole multiples of this, in the quote asset. */
  tick_size: decimalString,
  /** Quantities are whole multiples of this, in the base asset. */
  lot_size: decimalString,
  /** Smallest order value (price × quantity) in the quote asset. */
  min_notional: decimalString,
  /** Fee rates in percent of what the side receives, e.g. "0.10". */
  maker_fee_pct: decimalString,
  taker_fee_pct: decimalString,
  price_scale: z.number().int(),
  quantity_scale: z.number().int(),
});
export type SpotRules = z.infer<typeof spotRulesSchema>;

export const spotOrderSchema = z.object({
  id: idString,
  client_order_id: z.string(),
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  time_in_force: z.enum(TIMES_IN_FORCE),
  post_only: z.boolean(),
  /** Limit price; null for market orders. */
  price: decimalString.nullable(),
  /** Base quantity asked for; null for market buys, which spend `amount` instead. */
  quantity: decimalString.nullable(),
  /** Market buys: the quote amount to spend; null otherwise. */
  amount: decimalString.nullable(),
  filled_quantity: decimalString,
  /** Quote value of the fills. */
  filled_amount: decimalString,
  average_price: decimalString.nullable(),
  /** Fee paid, in `fee_asset` (what the side receives: base for buys, quote for sells). */
  fee: decimalString,
  fee_asset: z.string(),
  status: z.enum(ORDER_STATUSES),
  reason: z.enum(ORDER_END_REASONS).nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  /** The rulebook version the order was placed under (web/getRulebookVersion); in order lists only, null before the register. */
  rule_version: z.string().nullable().optional(),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

/** A trade on the public tape; `side` is the taker's. */
export const publicTradeSchema = z.object({
  id: idString,
  price: decimalString,
  quantity: decimalString,
  side: z.enum(ORDER_SIDES),
  time: isoTime,
});
export type PublicTrade = z.infer<typeof publicTradeSchema>;

/** One of the user's own fills (web/getMyTrades, `/dealList`). web/getDealList stays the account log. */
export const myTradeSchema = z.object({
  id: idString,
  order_id: idString,
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  role: z.enum(['maker', 'taker']),
  price: decimalString,
  quantity: decimalString,
  /** Quote value. */
  amount: decimalString,
  fee: decimalString,
  fee_asset: z.string(),
  time: isoTime,
});
export type MyTrade = z.infer<typeof myTradeSchema>;

const depthLevel = z.tuple([decimalString, decimalString]);
/** Aggregated book: [price, quantity] levels, best first. */
export const depthSnapshotSchema = z.object({ symbol: z.string(), bids: z.array(depthLevel), asks: z.array(depthLevel), time: isoTime });
export type DepthSnapshot = z.infer<typeof depthSnapshotSchema>;

/** [open time ms, open, high, low, close, base volume, quote volume] */
export const klineSchema = z.tuple([z.number().int(), decimalString, decimalString, decimalString, decimalString, decimalString, decimalString]);
export type Kline = z.infer<typeof klineSchema>;

/** web/new_data: everything /deal needs to draw one market before the streams take over. */
export const spotMarketDataSchema = z.object({ rules: spotRulesSchema, depth: depthSnapshotSchema, trades: z.array(publicTradeSchema) });
export type SpotMarketData = z.infer<typeof spotMarketDataSchema>;

const marketRead = { verbs: ['GET'], access: 'anyone' } as const;

export const spotCalls = defineCalls({
  getmarketList: {
    ...marketRead,
    input: z.object({ kind: z.enum(MARKET_KINDS, { message: 'invalid_input' }).optional() }),
    output: marketListSchema,
    summary: 'Markets with 24h tickers: spot from the order book trades, contracts from the reference feed (`simulated` while it is the simulator)',
  },
  getSpotRules: {
    ...marketRead,
    input: noInput,
    output: z.array(spotRulesSchema),
    summary: "Every spot market's tick size, lot size, minimum order value and fees",
  },
  new_data: {
    ...marketRead,
    input: symbolInputSchema,
    output: spotMarketDataSchema,
    summary: "One market's rules, book (50 levels a side) and latest trades: what /deal draws before the streams take over",
  },
  getDepth: { ...marketRead, input: depthInputSchema, output: depthSnapshotSchema, summary: 'Aggregated order book, best levels first' },
  getTrades: {
    ...marketRead,
    input: tradesInputSchema,
    output: z.array(publicTradeSchema),
    summary: 'Latest public trades, newest first (side is the taker side)',
  },
  getKlines: {
    ...marketRead,
    input: klinesInputSchema,
    output: z.array(klineSchema),
    summary: 'Candles built from trades, oldest first: [open time ms, open, high, low, close, volume, quote volume]',
  },
  placeOrder: {
    verbs: ['POST'],
    access: 'user',
    input: placeOrderInputSchema,
    output: spotOrderSchema,
    idempotent: 'own',
    summary:
      'Place a limit or market order; client_order_id makes a retry return the first order, and the same id with another order is refused (request_id_reused)',
  },
  cancelOrder: {
    verbs: ['POST'],
    access: 'user',
    input: cancelOrderInputSchema.extend({ request_id: requestIdField }),
    output: spotOrderSchema,
    idempotent: true,
    summary: 'Cancel one open order; what is left of its frozen funds is released',
  },
  cancelAllOrders: {
    verbs: ['POST'],
    access: 'user',
    input: cancelAllOrdersInputSchema.extend({ request_id: requestIdField }),
    output: z.object({ cancelled: z.number().int() }),
    idempotent: true,
    summary: "Cancel all the user's open orders, in one market or everywhere",
  },
  getOrders: {
    verbs: ['GET'],
    access: 'user',
    input: getOrdersInputSchema,
    output: listPageOf(spotOrderSchema),
    summary: "The user's open orders or order history (spec §4 tabs: pending, trading, closed, withdrawn)",
  },
  getMyTrades: {
    verbs: ['GET'],
    access: 'user',
    input: getMyTradesInputSchema,
    output: listPageOf(myTradeSchema),
    summary: "The user's trade records (/dealList) with filters",
  },
});
