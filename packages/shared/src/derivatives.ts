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
export const CLOSE_REASONS = ['user', 'close_all', 'take_profit', 'stop_loss', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/**
 * The answer shapes (InstrumentView, PositionView, PositionPreview, DeliveryProduct,
 * DeliveryOrderView) are zod schemas of the call contract: contract/derivatives.ts and
 * contract/delivery.ts.
 */

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
