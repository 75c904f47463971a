import { formatUnits } from './decimal.js';
import type { ErrorName } from './errors.js';

/**
 * The typed settings registry (issue 19 §4): each platform setting's type, bounds, unit, area,
 * and the page where users see it. The server refuses values outside it (and impossible
 * combinations, `checkSettings`); the console draws a form per setting from it and previews what
 * the user page will say (`previewSetting`). Descriptions are in the console's catalogue under
 * `admin:settingsForm.settings.<key>` in every language. The defaults stay with the server
 * (`modules/settings/defaults.ts`), which checks that every setting here has one and none more.
 */

export const SETTING_TYPES = [
  'boolean',
  'integer',
  'hour',
  'percent',
  'basisPoints',
  'ppmPerDay',
  'usdt',
  'usdtCents',
  'seconds',
  'minutes',
  'hours',
  'days',
  'leverage',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const SETTING_AREAS = [
  'deposits',
  'withdrawals',
  'account',
  'finance',
  'collateralLoans',
  'referral',
  'quickBuy',
  'flash',
  'protection',
  'marketData',
] as const;
export type SettingArea = (typeof SETTING_AREAS)[number];

export interface SettingDefinition {
  type: SettingType;
  area: SettingArea;
  /** Inclusive bounds (booleans: 0 and 1). */
  min: number;
  max: number;
  /** The user page where the setting shows (a path of the site), or null for staff-only settings. */
  route: string | null;
}

const def = (type: SettingType, area: SettingArea, min: number, max: number, route: string | null): SettingDefinition => ({ type, area, min, max, route });
const flag = (area: SettingArea, route: string | null) => def('boolean', area, 0, 1, route);

export const SETTING_REGISTRY = {
  invitation_required: flag('account', '/register'),
  code_resend_seconds: def('seconds', 'account', 10, 3_600, '/register'),
  code_ttl_minutes: def('minutes', 'account', 1, 60, '/register'),
  code_max_attempts: def('integer', 'account', 1, 20, '/register'),
  code_daily_limit: def('integer', 'account', 1, 1_000, '/register'),
  login_max_failures: def('integer', 'account', 3, 100, '/login'),
  login_lock_minutes: def('minutes', 'account', 1, 1_440, '/login'),
  login_account_max_failures: def('integer', 'account', 10, 10_000, '/login'),
  session_ttl_days: def('days', 'account', 1, 365, '/setting'),
  withdraw_window_start_hour: def('hour', 'withdrawals', 0, 23, '/money'),
  withdraw_window_end_hour: def('hour', 'withdrawals', 1, 24, '/money'),
  withdraw_per_day: def('integer', 'withdrawals', 1, 100, '/money'),
  withdraw_min_usdt: def('usdt', 'withdrawals', 1, 10_000_000, '/money'),
  withdraw_max_usdt: def('usdt', 'withdrawals', 1, 100_000_000, '/money'),
  withdraw_fee_usdt_cents: def('usdtCents', 'withdrawals', 0, 100_000, '/money'),
  withdraw_turnover_pct: def('percent', 'withdrawals', 0, 1_000, '/money'),
  adjustment_approval_threshold_usdt: def('usdt', 'finance', 0, 100_000_000, null),
  hot_wallet_max_tx_usdt: def('usdt', 'finance', 0, 100_000_000, null),
  hot_wallet_max_day_usdt: def('usdt', 'finance', 0, 1_000_000_000, null),
  payout_confirmations: def('integer', 'finance', 1, 1_000, '/tbjl'),
  collateral_opening_ltv_pct: def('percent', 'collateralLoans', 1, 99, '/repayment'),
  collateral_margin_call_ltv_pct: def('percent', 'collateralLoans', 1, 99, '/repayment'),
  collateral_liquidation_ltv_pct: def('percent', 'collateralLoans', 1, 99, '/repayment'),
  collateral_daily_rate_ppm: def('ppmPerDay', 'collateralLoans', 0, 10_000, '/repayment'),
  collateral_liquidation_fee_bp: def('basisPoints', 'collateralLoans', 0, 2_000, '/repayment'),
  referral_depth: def('integer', 'referral', 0, 4, '/mypromotion'),
  referral_level1_bp: def('basisPoints', 'referral', 0, 10_000, '/mypromotion'),
  referral_level2_bp: def('basisPoints', 'referral', 0, 10_000, '/mypromotion'),
  referral_level3_bp: def('basisPoints', 'referral', 0, 10_000, '/mypromotion'),
  referral_level4_bp: def('basisPoints', 'referral', 0, 10_000, '/mypromotion'),
  referral_hold_hours: def('hours', 'referral', 0, 720, '/mypromotion'),
  p2p_merchant_min_account_days: def('days', 'quickBuy', 0, 3_650, '/kjmbSelect'),
  p2p_merchant_min_completed_orders: def('integer', 'quickBuy', 0, 10_000, '/kjmbSelect'),
  p2p_merchant_min_completion_pct: def('percent', 'quickBuy', 0, 100, '/kjmbSelect'),
  p2p_merchant_min_counterparties: def('integer', 'quickBuy', 0, 10_000, '/kjmbSelect'),
  p2p_merchant_deposit_usdt: def('usdt', 'quickBuy', 0, 1_000_000, '/kjmbSelect'),
  p2p_daily_cancel_limit: def('integer', 'quickBuy', 1, 1_000_000, '/kjmbSelect'),
  p2p_max_open_orders: def('integer', 'quickBuy', 1, 1_000_000, '/kjmbSelect'),
  flash_quote_seconds: def('seconds', 'flash', 3, 120, '/exchange'),
  appropriateness_leverage_threshold: def('leverage', 'protection', 1, 1_000, '/appropriateness'),
  appropriateness_demo_trades: def('integer', 'protection', 0, 1_000, '/appropriateness'),
  appropriateness_retry_hours: def('hours', 'protection', 0, 720, '/appropriateness'),
  tick_retention_days: def('days', 'marketData', 7, 3_650, null),
  deposit_confirmations: def('integer', 'deposits', 1, 1_000, '/recharge'),
  deposit_min_usdt_cents: def('usdtCents', 'deposits', 0, 100_000_000, '/recharge'),
} as const satisfies Record<string, SettingDefinition>;

export type SettingName = keyof typeof SETTING_REGISTRY;
export type SettingValue = boolean | number;
export type SettingValues = Record<SettingName, SettingValue>;

export const SETTING_NAMES = Object.keys(SETTING_REGISTRY) as SettingName[];

export function isSettingName(key: string): key is SettingName {
  return Object.hasOwn(SETTING_REGISTRY, key);
}

/** A setting's value check on its own: its type and bounds. */
export function isInSettingBounds(key: SettingName, value: unknown): value is SettingValue {
  const definition: SettingDefinition = SETTING_REGISTRY[key];
  if (definition.type === 'boolean') return typeof value === 'boolean';
  return typeof value === 'number' && Number.isInteger(value) && value >= definition.min && value <= definition.max;
}

export type SettingRefusal = { error: ErrorName; data: Record<string, string> };

const REFERRAL_LEVELS = ['referral_level1_bp', 'referral_level2_bp', 'referral_level3_bp', 'referral_level4_bp'] as const;
const num = (value: SettingValue): number => (typeof value === 'number' ? value : Number(value));

/**
 * Whether a set of values can stand together; the first impossible combination, or undefined.
 * Withdrawal hours do not wrap midnight (design decision): the window is [start, end) of one Hong
 * Kong day, so start must be before end; 0–24 is round the clock.
 */
export function checkSettings(values: SettingValues): SettingRefusal | undefined {
  const start = num(values.withdraw_window_start_hour);
  const end = num(values.withdraw_window_end_hour);
  if (start >= end) return { error: 'setting_window_empty', data: { start: String(start), end: String(end) } };
  if (num(values.withdraw_min_usdt) > num(values.withdraw_max_usdt)) {
    return { error: 'setting_min_above_max', data: { min: String(values.withdraw_min_usdt), max: String(values.withdraw_max_usdt) } };
  }
  const shares = REFERRAL_LEVELS.reduce((sum, key) => sum + num(values[key]), 0);
  if (shares > 10_000) return { error: 'setting_shares_above_total', data: { total: formatUnits(BigInt(shares), 2) } };
  const opening = num(values.collateral_opening_ltv_pct);
  const marginCall = num(values.collateral_margin_call_ltv_pct);
  const liquidation = num(values.collateral_liquidation_ltv_pct);
  if (!(opening < marginCall && marginCall < liquidation)) {
    return { error: 'setting_ltv_order', data: { opening: String(opening), margin_call: String(marginCall), liquidation: String(liquidation) } };
  }
  return undefined;
}

/** One new value against the current ones: its own bounds first, then the combination. */
export function checkSettingChange(current: SettingValues, key: string, value: unknown): SettingRefusal | undefined {
  if (!isSettingName(key)) return { error: 'setting_unknown', data: { field: 'key' } };
  const definition: SettingDefinition = SETTING_REGISTRY[key];
  if (!isInSettingBounds(key, value)) {
    if (definition.type === 'boolean') return { error: 'invalid_input', data: { field: 'value' } };
    return { error: 'setting_out_of_range', data: { field: 'value', min: String(definition.min), max: String(definition.max) } };
  }
  const refusal = checkSettings({ ...current, [key]: value });
  return refusal ? { error: refusal.error, data: { field: 'value', ...refusal.data } } : undefined;
}

/**
 * What the user page will say with these values, as a catalogue key under
 * `admin:settingsForm.preview` and its parameters (exact decimals, no floating point).
 */
export interface SettingPreview {
  key: string;
  params: Record<string, string>;
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function previewSetting(key: SettingName, values: SettingValues): SettingPreview {
  if (key === 'withdraw_window_start_hour' || key === 'withdraw_window_end_hour') {
    const start = num(values.withdraw_window_start_hour);
    const end = num(values.withdraw_window_end_hour);
    if (start === 0 && end === 24) return { key: 'windowAllDay', params: {} };
    return { key: 'window', params: { start: pad(start), end: pad(end) } };
  }
  if (key === 'withdraw_min_usdt' || key === 'withdraw_max_usdt') {
    return { key: 'limits', params: { min: String(values.withdraw_min_usdt), max: String(values.withdraw_max_usdt), asset: 'USDT' } };
  }
  const value = values[key];
  const type: SettingType = SETTING_REGISTRY[key].type;
  switch (type) {
    case 'boolean':
      return { key: value === true ? 'on' : 'off', params: {} };
    case 'usdtCents':
      return { key: 'usdt', params: { amount: formatUnits(BigInt(num(value)), 2), asset: 'USDT' } };
    case 'usdt':
      return { key: 'usdt', params: { amount: String(value), asset: 'USDT' } };
    case 'basisPoints':
      return { key: 'percent', params: { value: trimZeros(formatUnits(BigInt(num(value)), 2)) } };
    case 'ppmPerDay':
      return { key: 'percentPerDay', params: { value: trimZeros(formatUnits(BigInt(num(value)), 4)) } };
    case 'hour':
      return { key: 'hour', params: { value: pad(num(value)) } };
    default:
      return { key: type, params: { value: String(value) } };
  }
}

function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}
