import { z } from 'zod';
import type { ErrorName } from './errors.js';

/**
 * Wire contract of leveraged trading (contracts, perpetuals, CFDs) and delivery contracts.
 * Prices and amounts are decimal strings; lots are whole numbers of the instrument's stated
 * size; every amount settles in USDT (contract account for positions, futures account for
 * delivery contracts).
 */
const msg = (name: ErrorName) => ({ message: name });

export const INSTRUMENT_CATEGORY_NAMES = ['crypto', 'metal', 'oil', 'forex', 'stock'] as const;
export type InstrumentCategoryName = (typeof INSTRUMENT_CATEGORY_NAMES)[number];
export const POSITION_SIDES = ['long', 'short'] as const;
export type PositionSideName = (typeof POSITION_SIDES)[number];
/** Spec §4: pending, open, closing, closed or liquidated, cancelled. */
export const POSITION_STATUSES = ['pending', 'open', 'closing', 'closed', 'liquidated', 'cancelled'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export type CloseReason = 'user' | 'close_all' | 'take_profit' | 'stop_loss' | 'liquidation';

/** web/getInstruments: an instrument with its rules (published where they bind) and market status. */
export interface InstrumentView {
  symbol: string;
  name: string;
  category: InstrumentCategoryName;
  kind: 'perpetual' | 'cfd';
  base: string;
  quote: string;
  price_scale: number;
  /** Base units in one lot: the spec's "stated size". */
  lot_size: string;
  max_leverage: number;
  spread_pct: string;
  open_fee_pct: string;
  close_fee_pct: string;
  maintenance_margin_pct: string;
  /** Funding (per 8 h) or overnight fee (per day) in percent of notional. */
  carry_rate_pct: string;
  carry_period: '8h' | '1d';
  trading_hours: string;
  open: boolean;
  /** ISO instant the market reopens, when closed. */
  reopens_at: string | null;
  /** The latest stored reference tick: mark, and the bid/ask a user trades at. */
  mark: string | null;
  bid: string | null;
  ask: string | null;
  tick_at: string | null;
}

export interface PositionView {
  id: string;
  symbol: string;
  side: PositionSideName;
  lots: number;
  leverage: number;
  status: PositionStatus;
  /** Limit entry price of a pending order; null for market entries. */
  limit_price: string | null;
  entry_price: string | null;
  /** The reference tick the entry used (ISO instant). */
  entry_tick_at: string | null;
  margin: string;
  open_fee: string;
  take_profit: string | null;
  stop_loss: string | null;
  /** Live while open: the mark, the price a close would get, unrealised P&L, margin ratio, liquidation price. */
  mark: string | null;
  close_price_now: string | null;
  unrealised_pnl: string | null;
  margin_ratio_pct: string | null;
  liquidation_price: string | null;
  /** After the close. */
  close_price: string | null;
  close_tick_at: string | null;
  close_reason: CloseReason | null;
  close_fee: string | null;
  realised_pnl: string | null;
  carry_paid: string;
  opened_at: string | null;
  closed_at: string | null;
  created_at: string;
}

/** The pre-trade card (web/previewPosition): what the user sees before confirming. */
export interface PositionPreview {
  entry_price: string;
  notional: string;
  margin: string;
  open_fee: string;
  close_fee_estimate: string;
  liquidation_price: string | null;
  /** The loss if the stop-loss is hit, or the whole margin when there is none. */
  max_loss: string;
  available: string;
}

const decimal = /^\d+(\.\d+)?$/;
const optionalPrice = (error: ErrorName) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || decimal.test(v), msg(error));

export const openPositionInputSchema = z.object({
  symbol: z.string(msg('instrument_unknown')).regex(/^[A-Z0-9_]{3,24}$/, msg('instrument_unknown')),
  side: z.enum(POSITION_SIDES, msg('invalid_input')),
  type: z.enum(['market', 'limit'], msg('invalid_input')).default('market'),
  /** Spec §5: quantity or lots are required. */
  lots: z.coerce.number(msg('lots_required')).int(msg('lots_required')).min(1, msg('lots_required')).max(1_000_000, msg('lots_required')),
  leverage: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')),
  price: optionalPrice('price_invalid'),
  take_profit: optionalPrice('price_invalid'),
  stop_loss: optionalPrice('price_invalid'),
  request_id: z.string(msg('request_id_invalid')).regex(/^[A-Za-z0-9_-]{8,64}$/, msg('request_id_invalid')),
});
export type OpenPositionInput = z.output<typeof openPositionInputSchema>;

export const closePositionInputSchema = z.object({
  position_id: z.string(msg('position_unknown')).regex(/^\d{1,18}$/, msg('position_unknown')),
  /** Omitted: the whole position. */
  lots: z.coerce.number().int().min(1, msg('lots_required')).optional(),
});

export const setTakeProfitStopLossInputSchema = z.object({
  position_id: z.string(msg('position_unknown')).regex(/^\d{1,18}$/, msg('position_unknown')),
  take_profit: optionalPrice('price_invalid'),
  stop_loss: optionalPrice('price_invalid'),
});

export const positionIdInputSchema = z.object({ position_id: z.string(msg('position_unknown')).regex(/^\d{1,18}$/, msg('position_unknown')) });

export const getPositionsInputSchema = z.object({
  /** Spec §4 order tabs: pending, in transaction (open), closed (incl. liquidated), cancelled. */
  tab: z.enum(['pending', 'open', 'closed', 'cancelled']).default('open'),
  symbol: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A delivery (fixed-time) product: a duration with its payout rate and stake bounds. */
export interface DeliveryProduct {
  id: string;
  duration_seconds: number;
  /** Profit on a win, in percent of the stake. */
  payout_pct: string;
  min_stake: string;
  max_stake: string;
  /** Stated on the page: an unchanged price at expiry returns the stake in full. */
  tie_rule: 'stake_returned';
}

export interface DeliveryOrderView {
  id: string;
  symbol: string;
  direction: 'up' | 'down';
  stake: string;
  duration_seconds: number;
  payout_pct: string;
  purchase_price: string;
  purchase_tick_at: string;
  expires_at: string;
  status: 'open' | 'won' | 'lost' | 'tie';
  settlement_price: string | null;
  settlement_tick_at: string | null;
  /** `at_expiry`: the tick of the expiry second; `after_expiry`: the first tick after it (the server was down at expiry). */
  settlement_tick_rule: 'at_expiry' | 'after_expiry' | null;
  /** What came back: stake + profit on a win, the stake on a tie, 0 on a loss. */
  payout: string | null;
  /** Payout minus stake. */
  income: string | null;
  created_at: string;
  settled_at: string | null;
}

export const placeDeliveryInputSchema = z.object({
  symbol: z.string(msg('instrument_unknown')).regex(/^[A-Z0-9_]{3,24}$/, msg('instrument_unknown')),
  direction: z.enum(['up', 'down'], msg('invalid_input')),
  product_id: z.string(msg('product_unknown')).regex(/^\d{1,18}$/, msg('product_unknown')),
  /** "investment amount cannot be 0" */
  stake: z.string(msg('investment_amount_empty')).trim().min(1, msg('investment_amount_empty')).regex(decimal, msg('amount_invalid')),
  request_id: z.string(msg('request_id_invalid')).regex(/^[A-Za-z0-9_-]{8,64}$/, msg('request_id_invalid')),
});

export const getDeliveryOrdersInputSchema = z.object({
  scope: z.enum(['open', 'settled']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** web/getInstrumentKlines: candles of the stored reference ticks (volume fields are the tick count). */
export const instrumentKlinesInputSchema = z.object({
  symbol: z.string(msg('instrument_unknown')).regex(/^[A-Z0-9_]{3,24}$/, msg('instrument_unknown')),
  interval: z.enum(['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'], msg('invalid_input')),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  /** Candles opening before this instant (ms); paging back through history. */
  end: z.coerce.number().int().positive().optional(),
});

/** `mark@<SYMBOL>` frame: the reference tick just stored, and the quotes a user trades at. */
export interface MarkTick {
  symbol: string;
  mark: string;
  bid: string;
  ask: string;
  /** The tick's instant, ms. */
  time: number;
}

/**
 * WebSocket:
 * - `mark@<SYMBOL>` (subscribe like the spot channels): a MarkTick each time a tick is stored (1 s);
 * - `positions` (after auth, no subscription): a PositionView whenever one of the user's positions
 *   changes (opened, filled, TP/SL set, closed, liquidated, cancelled, funding charged) and, while
 *   open, with its live P&L, margin ratio and liquidation price each second;
 * - `delivery` (after auth): a DeliveryOrderView when one is placed and when it settles.
 */
export const MARK_CHANNEL_PATTERN = /^mark@[A-Z0-9_]{3,24}$/;
