import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { isValidTradingHours } from '../tradingHours.js';
import { binaryOutput, decimalString, defineCalls, idField, idString, isoTime, noInput, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';
import { ruleChangePageSchema, ruleValueSchema } from './rules.js';

/**
 * The markets desk (issue 19 §1): spot markets, leveraged instruments, delivery products and coins
 * configured by staff. Every change carries an effective time: now (applied in the call's
 * transaction) or later (kept as a pending change, published on the rules page and the trading
 * page until the `markets.apply-changes` job applies it at that time, or staff cancel it).
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };

/** Bounds the form and the server share. */
export const MARKET_BOUNDS = {
  /** Fees in basis points: 0 to 10 %. */
  feeBpMax: 1000,
  spreadBpMax: 1000,
  leverageMax: 1000,
  /** Maintenance margin: above 0, below 50 % (and below the initial margin at the cap, checked on the server). */
  maintenanceMarginBpMax: 5000,
  carryRateBpMax: 1000,
  deliveryDurationMin: 10,
  deliveryDurationMax: 86_400,
  payoutBpMax: 10_000,
  /** How far ahead a change may be scheduled. */
  scheduleDaysMax: 366,
  displayScaleMax: 18,
  coinScaleMax: 18,
} as const;

const bp = (max: number) => z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(max, msg('invalid_input'));
/** A positive decimal a person types (the server then checks it against the asset's minor unit). */
const positiveDecimal = z
  .string(msg('invalid_input'))
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, msg('invalid_input'))
  .refine((value) => /[1-9]/.test(value), msg('invalid_input'));
/** Absent or empty: now. Otherwise an ISO instant in the future (checked on the server against its clock). */
const effectiveAtField = z
  .string(msg('invalid_input'))
  .trim()
  .max(40, msg('invalid_input'))
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), msg('invalid_input'))
  .optional();
const symbolPart = z
  .string(msg('invalid_input'))
  .trim()
  .regex(/^[A-Z0-9]{2,12}$/, msg('invalid_input'));

export const MARKET_CHANGE_KINDS = ['spot_market', 'instrument', 'delivery_product'] as const;
export type MarketChangeKind = (typeof MARKET_CHANGE_KINDS)[number];
export const MARKET_CHANGE_STATUSES = ['pending', 'applied', 'cancelled'] as const;

export const spotMarketDeskSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  tick_size: decimalString,
  lot_size: decimalString,
  min_notional: decimalString,
  maker_fee_bp: z.number().int(),
  taker_fee_bp: z.number().int(),
  listed: z.boolean(),
});
export type SpotMarketDesk = z.infer<typeof spotMarketDeskSchema>;

export const instrumentDeskSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  category: z.string(),
  kind: z.string(),
  lot_size: decimalString,
  max_leverage: z.number().int(),
  spread_bp: z.number().int(),
  open_fee_bp: z.number().int(),
  close_fee_bp: z.number().int(),
  maintenance_margin_bp: z.number().int(),
  carry_rate_bp: z.number().int(),
  carry_period: z.enum(['8h', '1d']),
  trading_hours: z.string(),
  exposure_cap_usdt: decimalString,
});
export type InstrumentDesk = z.infer<typeof instrumentDeskSchema>;

export const deliveryProductDeskSchema = z.object({
  id: idString,
  duration_seconds: z.number().int(),
  payout_bp: z.number().int(),
  /** USDT, decimal. */
  min_stake: decimalString,
  max_stake: decimalString,
  active: z.boolean(),
});
export type DeliveryProductDesk = z.infer<typeof deliveryProductDeskSchema>;

export const coinDeskSchema = z.object({
  code: z.string(),
  name: z.string(),
  scale: z.number().int(),
  display_scale: z.number().int(),
  /** Empty when the coin has no uploaded icon (the pages then use their built-in artwork or a monogram). */
  icon_url: z.string(),
  website: z.string(),
  markets: z.array(z.string()),
});
export type CoinDesk = z.infer<typeof coinDeskSchema>;

export const marketChangeSchema = z.object({
  id: idString,
  kind: z.enum(MARKET_CHANGE_KINDS),
  key: z.string(),
  /** The row's fields as they will be (the form's values, in the desk's units). */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The fields when the change was asked for; null for a new market or instrument. */
  previous_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  effective_at: isoTime,
  status: z.enum(MARKET_CHANGE_STATUSES),
  requested_by: z.string(),
  requested_at: isoTime,
  decided_by: z.string().nullable(),
  decided_at: isoTime.nullable(),
});
export type MarketChange = z.infer<typeof marketChangeSchema>;

export const marketsDeskSchema = z.object({
  spot_markets: z.array(spotMarketDeskSchema),
  instruments: z.array(instrumentDeskSchema),
  delivery_products: z.array(deliveryProductDeskSchema),
  coins: z.array(coinDeskSchema),
  /** Pending changes, soonest first, then the last 50 applied or cancelled. */
  changes: z.array(marketChangeSchema),
});
export type MarketsDesk = z.infer<typeof marketsDeskSchema>;

/** web/getScheduledRules: a rule change staff scheduled, published before it binds. */
export const scheduledRuleSchema = z.object({
  kind: z.string(),
  key: z.string(),
  /** The rule as it will read (the register's shape), and as it reads now. */
  value: ruleValueSchema,
  current: ruleValueSchema,
  effective_at: isoTime,
});
export type ScheduledRule = z.infer<typeof scheduledRuleSchema>;

/** An uploaded coin icon's address: the stored name in it makes a new upload a new address (cached for good). */
export function coinIconUrl(code: string, iconKey: string): string {
  return `/api/web/coinIcon?code=${encodeURIComponent(code)}&v=${encodeURIComponent(iconKey.slice(0, 12))}&nonce=coinicon`;
}

const staffRead = { verbs: ['GET'], access: 'staff', permission: 'markets.read' } as const;
const staffWrite = { verbs: ['POST'], access: 'staff', permission: 'markets.write', idempotent: true } as const;

export const marketsPublicCalls = defineCalls({
  getScheduledRules: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: z.array(scheduledRuleSchema),
    summary: 'Rule changes staff scheduled (fees, sizes, leverage, hours, payout rates), soonest first, published before they bind',
  },
  coinIcon: {
    verbs: ['GET'],
    access: 'anyone',
    binary: true,
    input: z.object({ code: symbolPart }),
    output: binaryOutput,
    summary: 'A coin icon staff uploaded (public, re-encoded; the name changes with each upload)',
  },
});

export const marketsDeskCalls = defineCalls({
  marketsDesk: {
    ...staffRead,
    input: noInput,
    output: marketsDeskSchema,
    summary: 'Every spot market, leveraged instrument, delivery product and coin, with pending and recent changes',
  },
  marketsHistory: {
    ...staffRead,
    input: z.object({
      kind: z.enum(MARKET_CHANGE_KINDS, msg('invalid_input')),
      key: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(40, msg('invalid_input')),
    }),
    output: ruleChangePageSchema,
    summary: "A row's versions from the rule register, newest first",
  },
  marketsSaveSpot: {
    ...staffWrite,
    input: z.object({
      /** Create a new COIN_USDT market (its coin must exist), or change an existing one. */
      create: formBooleanField.default(false),
      base: symbolPart,
      tick_size: positiveDecimal,
      lot_size: positiveDecimal,
      min_notional: positiveDecimal,
      maker_fee_bp: bp(MARKET_BOUNDS.feeBpMax),
      taker_fee_bp: bp(MARKET_BOUNDS.feeBpMax),
      listed: formBooleanField.default(true),
      effective_at: effectiveAtField,
      ...once,
    }),
    output: marketChangeSchema,
    summary: 'List a new COIN_USDT spot market (now), or change a market’s tick, lot, minimum order value, fees or listing, now or from a later time',
  },
  marketsSaveInstrument: {
    ...staffWrite,
    input: z.object({
      symbol: z
        .string(msg('invalid_input'))
        .trim()
        .regex(/^[A-Z0-9]{2,12}(_[A-Z0-9]{2,12}){1,2}$/, msg('invalid_input')),
      lot_size: positiveDecimal,
      max_leverage: z.coerce
        .number(msg('invalid_input'))
        .int(msg('invalid_input'))
        .min(1, msg('invalid_input'))
        .max(MARKET_BOUNDS.leverageMax, msg('invalid_input')),
      spread_bp: bp(MARKET_BOUNDS.spreadBpMax),
      open_fee_bp: bp(MARKET_BOUNDS.feeBpMax),
      close_fee_bp: bp(MARKET_BOUNDS.feeBpMax),
      maintenance_margin_bp: bp(MARKET_BOUNDS.maintenanceMarginBpMax).refine((value) => value > 0, msg('invalid_input')),
      carry_rate_bp: bp(MARKET_BOUNDS.carryRateBpMax),
      carry_period: z.enum(['8h', '1d'], msg('invalid_input')),
      trading_hours: z
        .string(msg('trading_hours_invalid'))
        .trim()
        .max(400, msg('trading_hours_invalid'))
        .refine(isValidTradingHours, msg('trading_hours_invalid')),
      exposure_cap_usdt: positiveDecimal,
      effective_at: effectiveAtField,
      ...once,
    }),
    output: marketChangeSchema,
    summary: "Change a leveraged instrument's lot, leverage cap, spread, fees, maintenance margin, carry, trading hours or exposure cap, now or later",
  },
  marketsCreateInstrument: {
    ...staffWrite,
    input: z.object({
      base: symbolPart,
      name: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(60, msg('invalid_input')),
      ...once,
    }),
    output: marketChangeSchema,
    summary:
      'Open a perpetual BASE_USDT_PERP contract for a coin the reference price feed quotes (prices come from the market: a symbol without a feed price is refused); it starts with the house defaults, then is edited like any instrument',
  },
  marketsSaveDelivery: {
    ...staffWrite,
    input: z.object({
      id: idField,
      payout_bp: bp(MARKET_BOUNDS.payoutBpMax).refine((value) => value > 0, msg('invalid_input')),
      min_stake: positiveDecimal,
      max_stake: positiveDecimal,
      active: formBooleanField,
      effective_at: effectiveAtField,
      ...once,
    }),
    output: marketChangeSchema,
    summary: "Change a delivery product's payout rate, stake bounds or availability, now or later (orders keep the terms they were bought with)",
  },
  marketsCreateDelivery: {
    ...staffWrite,
    input: z.object({
      duration_seconds: z.coerce
        .number(msg('invalid_input'))
        .int(msg('invalid_input'))
        .min(MARKET_BOUNDS.deliveryDurationMin, msg('invalid_input'))
        .max(MARKET_BOUNDS.deliveryDurationMax, msg('invalid_input')),
      payout_bp: bp(MARKET_BOUNDS.payoutBpMax).refine((value) => value > 0, msg('invalid_input')),
      min_stake: positiveDecimal,
      max_stake: positiveDecimal,
      active: formBooleanField,
      ...once,
    }),
    output: marketChangeSchema,
    summary:
      'Offer delivery contracts of a new duration, in force at once (a duration is a product of its own: orders keep the duration they were bought with; withdraw the old one by setting it inactive)',
  },
  marketsCancelChange: {
    ...staffWrite,
    input: z.object({ id: idField, ...once }),
    output: marketChangeSchema,
    summary: 'Cancel a pending change before it applies',
  },
  marketsCreateCoin: {
    ...staffWrite,
    upload: true,
    input: z.object({
      code: symbolPart,
      name: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(60, msg('invalid_input')),
      scale: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(MARKET_BOUNDS.coinScaleMax, msg('invalid_input')),
      display_scale: z.coerce
        .number(msg('invalid_input'))
        .int(msg('invalid_input'))
        .min(0, msg('invalid_input'))
        .max(MARKET_BOUNDS.displayScaleMax, msg('invalid_input')),
      website: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'invalid_input' })]).default(''),
      white_paper: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'invalid_input' })]).default(''),
      introduction: z.string(msg('invalid_input')).trim().max(4000, msg('invalid_input')).default(''),
      total_supply: z.union([z.literal(''), positiveDecimal]).default(''),
      circulating_supply: z.union([z.literal(''), positiveDecimal]).default(''),
      release_date: z.union([z.literal(''), z.iso.date({ error: 'invalid_input' })]).default(''),
      /** The icon: PNG or JPG, square-ish, re-encoded without metadata. */
      file: z.custom<Buffer>((value) => typeof Buffer !== 'undefined' && Buffer.isBuffer(value)).optional(),
      ...once,
    }),
    output: coinDeskSchema,
    summary: 'Add a coin (code, name, decimals, display decimals, icon and coin information); list its USDT market next with marketsSaveSpot',
  },
});
