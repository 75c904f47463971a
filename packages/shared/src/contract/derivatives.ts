import { z } from 'zod';
import {
  CLOSE_REASONS,
  closePositionInputSchema,
  getPositionsInputSchema,
  INSTRUMENT_CATEGORY_NAMES,
  instrumentKlinesInputSchema,
  openPositionInputSchema,
  POSITION_SIDES,
  POSITION_STATUSES,
  positionIdInputSchema,
  setTakeProfitStopLossInputSchema,
} from '../derivatives.js';
import { decimalString, defineCalls, idString, isoTime, requestIdField } from './define.js';
import { klineSchema, listPageOf } from './spot.js';
import { tickRefSchema } from './ticks.js';

/**
 * Leveraged trading (issue 5): contracts, perpetuals and CFDs against the house. Prices and
 * amounts are decimal strings; lots are whole numbers of the instrument's stated size; money is
 * USDT of the contract account.
 */

/** web/getInstruments: an instrument with its rules (published where they bind) and market status. */
export const instrumentViewSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  category: z.enum(INSTRUMENT_CATEGORY_NAMES),
  kind: z.enum(['perpetual', 'cfd']),
  base: z.string(),
  quote: z.string(),
  price_scale: z.number().int(),
  /** Base units in one lot: the spec's "stated size". */
  lot_size: decimalString,
  max_leverage: z.number().int(),
  spread_pct: decimalString,
  open_fee_pct: decimalString,
  close_fee_pct: decimalString,
  maintenance_margin_pct: decimalString,
  /** Funding (per 8 h) or overnight fee (per day) in percent of notional. */
  carry_rate_pct: decimalString,
  carry_period: z.enum(['8h', '1d']),
  trading_hours: z.string(),
  open: z.boolean(),
  /** ISO instant the market reopens, when closed. */
  reopens_at: isoTime.nullable(),
  /** The latest stored reference tick: mark, and the bid/ask a user trades at. */
  mark: decimalString.nullable(),
  bid: decimalString.nullable(),
  ask: decimalString.nullable(),
  tick_at: isoTime.nullable(),
});
export type InstrumentView = z.infer<typeof instrumentViewSchema>;

export const positionViewSchema = z.object({
  id: idString,
  symbol: z.string(),
  side: z.enum(POSITION_SIDES),
  lots: z.number().int(),
  leverage: z.number().int(),
  status: z.enum(POSITION_STATUSES),
  /** Limit entry price of a pending order; null for market entries. */
  limit_price: decimalString.nullable(),
  entry_price: decimalString.nullable(),
  /** The reference tick the entry used (ISO instant). */
  entry_tick_at: isoTime.nullable(),
  /** The reference tick the entry used, as stored when it filled (null while pending). */
  entry_tick: tickRefSchema.nullable(),
  margin: decimalString,
  open_fee: decimalString,
  take_profit: decimalString.nullable(),
  stop_loss: decimalString.nullable(),
  /** Live while open: the mark, the price a close would get, unrealised P&L, margin ratio, liquidation price. */
  mark: decimalString.nullable(),
  close_price_now: decimalString.nullable(),
  unrealised_pnl: decimalString.nullable(),
  margin_ratio_pct: decimalString.nullable(),
  liquidation_price: decimalString.nullable(),
  /** After the close. */
  close_price: decimalString.nullable(),
  close_tick_at: isoTime.nullable(),
  /** The reference tick the close (by the user, a stop, a target or a liquidation) used. */
  close_tick: tickRefSchema.nullable(),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  close_fee: decimalString.nullable(),
  realised_pnl: decimalString.nullable(),
  carry_paid: decimalString,
  opened_at: isoTime.nullable(),
  closed_at: isoTime.nullable(),
  created_at: isoTime,
});
export type PositionView = z.infer<typeof positionViewSchema>;

/** One funding (perpetuals) or overnight (CFDs) charge, with the boundary tick that valued the position. */
export const carryChargeViewSchema = z.object({
  period_at: isoTime,
  kind: z.enum(['funding', 'overnight']),
  rate_pct: decimalString,
  notional: decimalString,
  /** Positive: the user paid; negative: the user received. */
  amount: decimalString,
  tick: tickRefSchema,
  charged_at: isoTime,
});
export type CarryChargeView = z.infer<typeof carryChargeViewSchema>;

/** web/getPositionDetail: one position with every carry charge it paid or received, newest first. */
export const positionDetailSchema = z.object({
  position: positionViewSchema,
  carry_charges: z.array(carryChargeViewSchema),
});
export type PositionDetail = z.infer<typeof positionDetailSchema>;

/** The pre-trade card (web/previewPosition): what the user sees before confirming. */
export const positionPreviewSchema = z.object({
  entry_price: decimalString,
  notional: decimalString,
  margin: decimalString,
  open_fee: decimalString,
  close_fee_estimate: decimalString,
  liquidation_price: decimalString.nullable(),
  /** The loss if the stop-loss is hit, or the whole margin when there is none. */
  max_loss: decimalString,
  available: decimalString,
});
export type PositionPreview = z.infer<typeof positionPreviewSchema>;

/** What openPosition takes, without the request id: the preview is a read. */
export const previewPositionInputSchema = openPositionInputSchema.omit({ request_id: true });

const positionChange = { verbs: ['POST'], access: 'user', idempotent: true, output: positionViewSchema } as const;

export const derivativesCalls = defineCalls({
  getInstruments: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ category: z.enum(INSTRUMENT_CATEGORY_NAMES, { message: 'invalid_input' }).optional() }),
    output: z.array(instrumentViewSchema),
    summary: 'Leveraged instruments: rules (lot size, leverage cap, spread, fees, maintenance margin, carry, hours), market status, mark/bid/ask',
  },
  getInstrumentKlines: {
    verbs: ['GET'],
    access: 'anyone',
    input: instrumentKlinesInputSchema,
    output: z.array(klineSchema),
    summary: 'Candles of the stored reference ticks, oldest first: [open time ms, open, high, low, close, ticks, ticks]',
  },
  previewPosition: {
    verbs: ['GET'],
    access: 'user',
    input: previewPositionInputSchema,
    output: positionPreviewSchema,
    summary: 'The pre-trade card: entry, margin, fees, liquidation price and the loss at the stop-loss (or the whole margin)',
  },
  openPosition: {
    ...positionChange,
    input: openPositionInputSchema,
    summary:
      'Open a long or short position at market (ask/bid of the latest tick) or a pending limit entry; request_id makes a retry return the first, the same id with another position is refused',
  },
  closePosition: {
    ...positionChange,
    input: closePositionInputSchema.extend({ request_id: requestIdField }),
    summary: 'Close an open position, or some of its lots, at market; request_id makes a retry close once',
  },
  closeAllPositions: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ symbol: z.string().optional(), request_id: requestIdField }),
    output: z.object({ closed: z.number().int(), skipped: z.number().int() }),
    summary: 'One-click: close every open position (of one instrument, or all)',
  },
  cancelPosition: {
    ...positionChange,
    input: positionIdInputSchema.extend({ request_id: requestIdField }),
    summary: 'Cancel a pending limit entry; its frozen margin and fee are released',
  },
  setTpSl: {
    ...positionChange,
    input: setTakeProfitStopLossInputSchema.extend({ request_id: requestIdField }),
    summary: 'Set or clear the take-profit and stop-loss of an open or pending position',
  },
  getPositionDetail: {
    verbs: ['GET'],
    access: 'user',
    input: positionIdInputSchema,
    output: positionDetailSchema,
    summary: "One of the user's positions with its entry and close ticks and every funding or overnight charge with the tick that valued it",
  },
  getPositions: {
    verbs: ['GET'],
    access: 'user',
    input: getPositionsInputSchema,
    output: listPageOf(positionViewSchema),
    summary: "The user's positions by tab (pending, open, closed incl. liquidated, cancelled), open ones with live P&L",
  },
});
