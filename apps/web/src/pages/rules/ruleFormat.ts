import { formatUnits, PROFILE_CAP_NONE, type RuleValue } from '@veritex/shared';
import { useTranslation } from 'react-i18next';
import { useTradingHoursText } from '../../components/contract/tradingHours';
import { useFormat } from '../../i18n/format';
import { trim } from '../../lib/decimal';
import { useRulebook } from './rulesApi';

/**
 * Rule values in the reader's words: the register stores plain units (fees in basis points, rates
 * in parts per million per day, amounts in USDT minor units, durations in seconds or days), the
 * page shows percentages, "x" leverage, USDT with its decimals and durations in the reader's language.
 */

type Scalar = string | number | boolean | null;
export type RuleFields = Record<string, Scalar | Record<string, Scalar>>;
type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

/** A setting's unit: from the few that need naming, else from its key's suffix (so settings added later read well too). */
const SETTING_UNITS: Record<string, string> = {
  withdraw_window_start_hour: 'hourHongKong',
  withdraw_window_end_hour: 'hourHongKong',
  withdraw_fee_usdt_cents: 'usdtCents',
  appropriateness_leverage_threshold: 'leverage',
};
const SUFFIX_UNITS: ReadonlyArray<[string, string]> = [
  ['_usdt', 'usdt'],
  ['_pct', 'pct'],
  ['_bp', 'bp'],
  ['_ppm', 'ppmDay'],
  ['_hours', 'hour'],
  ['_days', 'day'],
  ['_minutes', 'minute'],
  ['_seconds', 'second'],
];

export function settingUnit(key: string): string {
  return SETTING_UNITS[key] ?? SUFFIX_UNITS.find(([suffix]) => key.endsWith(suffix))?.[1] ?? 'number';
}

/** Settings grouped as the page shows them, by key prefix. */
export function settingGroup(key: string): string {
  if (key.startsWith('withdraw_')) return 'withdrawals';
  if (key.startsWith('collateral_')) return 'collateralLoans';
  if (key.startsWith('referral_')) return 'referral';
  if (key.startsWith('p2p_')) return 'quickBuy';
  if (key.startsWith('code_') || key.startsWith('login_') || key.startsWith('session_') || key === 'invitation_required') return 'account';
  if (key.startsWith('appropriateness_')) return 'protection';
  if (key.startsWith('flash_')) return 'flash';
  return 'other';
}

export const SETTING_GROUPS = ['withdrawals', 'collateralLoans', 'referral', 'quickBuy', 'flash', 'protection', 'account', 'other'] as const;

const USDT_SCALE = 6;

export function isFields(value: RuleValue): value is RuleFields {
  return value !== null && typeof value === 'object';
}

export function useRuleFormat() {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const hours = useTradingHoursText();
  const percentFormat = new Intl.NumberFormat(format.bcp47, { style: 'percent', maximumFractionDigits: 4 });
  const pct = (fraction: number) => percentFormat.format(fraction);
  const duration = (count: number, unit: DurationUnit) =>
    new Intl.NumberFormat(format.bcp47, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }).format(count);
  const usdtUnits = (units: string) => `${format.amount(formatUnits(BigInt(units), USDT_SCALE), 2)} USDT`;
  const decimal = (text: string) => format.fixed(text, trim(text).split('.')[1]?.length ?? 0);
  // Profile names for the country mapping's history (the rulebook in force is already loaded by the page).
  const current = useRulebook(undefined).data;
  const regions = new Intl.DisplayNames([format.bcp47], { type: 'region', fallback: 'code' });

  /** A jurisdiction profile by its code: the default one in the reader's words, the others by their published name. */
  function profileName(code: string, name?: Scalar | Record<string, Scalar>): string {
    if (code === 'default') return t('values.defaultProfile');
    if (typeof name === 'string' && name !== '') return name;
    const value = current?.rules.find((rule) => rule.kind === 'jurisdiction_profile' && rule.key === code)?.value ?? null;
    const published = isFields(value) ? value.name : undefined;
    return typeof published === 'string' ? published : code;
  }

  function countryName(code: string): string {
    return regions.of(code) ?? code;
  }

  function seconds(total: number): string {
    if (total % 86_400 === 0) return duration(total / 86_400, 'day');
    if (total % 3_600 === 0) return duration(total / 3_600, 'hour');
    if (total % 60 === 0) return duration(total / 60, 'minute');
    return duration(total, 'second');
  }

  function unitValue(unit: string, value: number): string {
    switch (unit) {
      case 'usdt':
        return `${format.fixed(String(value), 0)} USDT`;
      case 'usdtCents':
        return `${format.fixed(formatUnits(BigInt(value), 2), 2)} USDT`;
      case 'pct':
        return pct(value / 100);
      case 'bp':
        return pct(value / 10_000);
      case 'ppmDay':
        return t('values.perDay', { rate: pct(value / 1_000_000) });
      case 'hourHongKong':
        return t('values.hourHongKong', { hour: String(value).padStart(2, '0') });
      case 'leverage':
        return t('values.leverage', { value });
      case 'hour':
      case 'day':
      case 'minute':
      case 'second':
        return duration(value, unit);
      default:
        return format.fixed(String(value), 0);
    }
  }

  /** One setting's value with its unit. */
  function settingValue(key: string, value: RuleValue): string {
    if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
    if (typeof value === 'number') return unitValue(settingUnit(key), value);
    if (value === null) return t('values.removed');
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** One field of a row's rules (a market's fee, an instrument's leverage, a product's rate…). */
  function fieldValue(field: string, value: Scalar | Record<string, Scalar>): string {
    if (value === null) return '–';
    if (typeof value === 'object') return JSON.stringify(value);
    if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
    const text = String(value);
    switch (field) {
      case 'maker_fee_bp':
      case 'taker_fee_bp':
      case 'spread_bp':
      case 'open_fee_bp':
      case 'close_fee_bp':
      case 'maintenance_margin_bp':
      case 'carry_rate_bp':
      case 'payout_bp':
      case 'penalty_interest_bp':
      case 'penalty_principal_bp':
        return pct(Number(value) / 10_000);
      case 'daily_rate_ppm':
      case 'late_fee_ppm':
        return t('values.perDay', { rate: pct(Number(value) / 1_000_000) });
      case 'max_leverage':
      case 'cap_fx_major':
      case 'cap_fx_minor':
      case 'cap_gold':
      case 'cap_commodity':
      case 'cap_equity':
      case 'cap_crypto':
        // The default profile's "no cap of its own": the instrument's binds.
        return field !== 'max_leverage' && Number(value) >= PROFILE_CAP_NONE ? t('values.instrumentCap') : t('values.leverage', { value: text });
      case 'close_out_pct':
        return Number(value) === 0 ? t('values.closeOutNone') : pct(Number(value) / 100);
      case 'risk_warning':
        return t(`riskWarnings.${text}`, { defaultValue: text });
      case 'reason':
        return t(`web:halts.reason.${text}`, { defaultValue: text });
      case 'trading_hours':
        return hours(text);
      case 'carry_period':
        return text === '8h' ? duration(8, 'hour') : duration(1, 'day');
      case 'category':
        return t(`categories.${text}`, { defaultValue: text });
      case 'early_rule':
        return t(`early.${text}`, { defaultValue: text });
      case 'duration_seconds':
        return seconds(Number(value));
      case 'term_days':
        return duration(Number(value), 'day');
      case 'min_stake':
      case 'max_stake':
      case 'min_amount':
      case 'max_amount':
      case 'capacity':
        return /^\d+$/.test(text) ? usdtUnits(text) : text;
      case 'exposure_cap_usdt':
        return `${format.fixed(text, 0)} USDT`;
      case 'min_notional':
        return `${decimal(text)} USDT`;
      case 'tick_size':
      case 'lot_size':
        return /^\d+(\.\d+)?$/.test(text) ? decimal(text) : text;
      default:
        return text;
    }
  }

  function fieldLabel(field: string): string {
    return t(`fields.${field}`, { defaultValue: field });
  }

  /** What a history row is about: "Taker fee of BTC/USDT" reads as the kind and the subject's name. */
  function subjectName(kind: string, key: string, value: RuleValue, previous: RuleValue): string {
    const fields = isFields(value) ? value : isFields(previous) ? previous : undefined;
    if (kind === 'setting') return t(`settings.${key}`, { defaultValue: key });
    if (kind === 'spot_market' || kind === 'instrument') return key.replace(/_/g, '/');
    if (kind === 'jurisdiction_profile') return profileName(key, fields?.name);
    if (kind === 'jurisdiction_country') return `${countryName(key)} (${key})`;
    if (kind === 'trading_halt') {
      const [scope = '', target = key] = key.split(':');
      return t('values.haltSubject', { target: target.replace(/_/g, '/'), scope: t(`values.haltScopes.${scope}`, { defaultValue: scope }) });
    }
    if (kind === 'delivery_product' && fields)
      return t('values.deliveryProduct', { duration: seconds(Number(fields.duration_seconds)), payout: pct(Number(fields.payout_bp) / 10_000) });
    if ((kind === 'earn_product' || kind === 'loan_product') && fields)
      return t('values.product', { term: duration(Number(fields.term_days), 'day'), rate: pct(Number(fields.daily_rate_ppm) / 1_000_000) });
    return key;
  }

  /** The lines of a change: every field that differs (all of them on a first version), old → new. */
  function changeLines(kind: string, key: string, value: RuleValue, previous: RuleValue): Array<{ label: string; from?: string; to: string }> {
    if (!isFields(value) && !isFields(previous)) {
      const show = (v: RuleValue) => {
        if (kind === 'setting') return settingValue(key, v);
        if (v === null) return t('values.removed');
        return kind === 'jurisdiction_country' ? profileName(String(v)) : String(v);
      };
      return [{ label: '', from: previous === null ? undefined : show(previous), to: show(value) }];
    }
    const after = isFields(value) ? value : {};
    const before = isFields(previous) ? previous : undefined;
    const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
    return names
      .filter((name) => !before || JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
      .map((name) => ({
        label: fieldLabel(name),
        from: before ? fieldValue(name, before[name] ?? null) : undefined,
        to: value === null ? t('values.removed') : fieldValue(name, after[name] ?? null),
      }));
  }

  return { settingValue, fieldValue, fieldLabel, subjectName, changeLines, seconds, pct, duration, profileName, countryName };
}
