import { z } from 'zod';
import { INSTRUMENT_CATEGORY_NAMES, POSITION_SIDES } from '../derivatives.js';
import { decimalString, defineCalls, idString, isoTime, noInput } from './define.js';

/** The staff console's trading-risk page (read only). Money is USDT as decimal strings; prices at the instrument's scale. */

export const riskSideSchema = z.object({
  open_count: z.number().int(),
  pending_count: z.number().int(),
  /** Margin × leverage of open and pending positions: what the exposure cap limits. */
  notional: decimalString,
  /** Share of the cap in percent (two decimals, rounded down); null when the cap is 0. */
  used_pct: decimalString.nullable(),
});
export type RiskSide = z.infer<typeof riskSideSchema>;

export const riskInstrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  category: z.enum(INSTRUMENT_CATEGORY_NAMES),
  open: z.boolean(),
  price_scale: z.number().int(),
  /** The latest stored reference tick, however old (`mark_at` says when). */
  mark: decimalString.nullable(),
  mark_at: isoTime.nullable(),
  exposure_cap: decimalString,
  long: riskSideSchema,
  short: riskSideSchema,
});
export type RiskInstrument = z.infer<typeof riskInstrumentSchema>;

export const riskHouseBalanceSchema = z.object({ code: z.string(), balance: decimalString });
export type RiskHouseBalance = z.infer<typeof riskHouseBalanceSchema>;

export const riskLiquidationSchema = z.object({
  position_id: idString,
  user_id: idString,
  symbol: z.string(),
  side: z.enum(POSITION_SIDES),
  lots: z.number(),
  leverage: z.number().int(),
  close_price: decimalString.nullable(),
  close_tick_at: isoTime.nullable(),
  realised_pnl: decimalString.nullable(),
  /** The loss beyond the margin that the insurance account paid (0 when the margin covered it). */
  insurance_shortfall: decimalString,
});
export type RiskLiquidation = z.infer<typeof riskLiquidationSchema>;

export const riskOverviewSchema = z.object({
  at: isoTime,
  instruments: z.array(riskInstrumentSchema),
  house: z.array(riskHouseBalanceSchema),
  /** Open delivery contracts: unsettled orders and their stakes. */
  delivery: z.object({ open_orders: z.number().int(), open_stake: decimalString }),
  liquidations: z.array(riskLiquidationSchema),
});
export type RiskOverview = z.infer<typeof riskOverviewSchema>;

export const riskCalls = defineCalls({
  riskOverview: {
    verbs: ['GET'],
    access: 'staff',
    // The same rule as the finance desk's ledger reports: house balances are finance data.
    permission: 'finance.read',
    input: noInput,
    output: riskOverviewSchema,
    summary: 'House exposure per leveraged instrument and side against its cap, house balances, open delivery contracts, latest liquidations',
  },
});
