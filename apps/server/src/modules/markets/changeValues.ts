import { fail, MARKET_BOUNDS, ok, parseUnits, type Result } from '@veritex/shared';

/**
 * The fields each kind of change carries, as the desk types them and `market_changes.values`
 * keeps them: decimals as strings in whole units of their asset, fees and rates in basis points.
 */
export interface SpotValues {
  tick_size: string;
  lot_size: string;
  min_notional: string;
  maker_fee_bp: number;
  taker_fee_bp: number;
  listed: boolean;
}

export interface InstrumentValues {
  lot_size: string;
  max_leverage: number;
  spread_bp: number;
  open_fee_bp: number;
  close_fee_bp: number;
  maintenance_margin_bp: number;
  carry_rate_bp: number;
  carry_period: '8h' | '1d';
  trading_hours: string;
  exposure_cap_usdt: string;
}

export interface DeliveryValues {
  payout_bp: number;
  /** USDT, decimal. */
  min_stake: string;
  max_stake: string;
  active: boolean;
}

export type ChangeValues = SpotValues | InstrumentValues | DeliveryValues;

/** A decimal that is a positive whole number of the asset's minor units, written without padding. */
export function checkSize(value: string, scale: number, field: string): Result<string> {
  const units = parseUnits(value, scale);
  if (units === undefined || units <= 0n) return fail('market_size_invalid', { field, scale });
  return ok(plain(value));
}

/** "0.0100" → "0.01", "5.0" → "5". */
export function plain(value: string): string {
  if (!value.includes('.')) return value.replace(/^0+(?=\d)/, '');
  return value
    .replace(/0+$/, '')
    .replace(/\.$/, '')
    .replace(/^0+(?=\d)/, '');
}

/** Spot: sizes on the assets' minor units, the maker fee not above the taker fee. */
export function checkSpotValues(values: SpotValues, baseScale: number, quoteScale: number): Result<SpotValues> {
  const tick = checkSize(values.tick_size, quoteScale, 'tick_size');
  if (!tick.ok) return tick;
  const lot = checkSize(values.lot_size, baseScale, 'lot_size');
  if (!lot.ok) return lot;
  const minNotional = checkSize(values.min_notional, quoteScale, 'min_notional');
  if (!minNotional.ok) return minNotional;
  if (values.maker_fee_bp > values.taker_fee_bp) return fail('market_fee_order', { field: 'maker_fee_bp' });
  return ok({ ...values, tick_size: tick.value, lot_size: lot.value, min_notional: minNotional.value });
}

/** Instruments: the maintenance margin below the initial margin at the cap (else a position opened at the cap is liquidated at once). */
export function checkInstrumentValues(values: InstrumentValues, baseScale: number): Result<InstrumentValues> {
  const lot = checkSize(values.lot_size, baseScale, 'lot_size');
  if (!lot.ok) return lot;
  const cap = checkSize(values.exposure_cap_usdt, 6, 'exposure_cap_usdt');
  if (!cap.ok) return cap;
  if (values.maintenance_margin_bp * values.max_leverage >= 10_000)
    return fail('instrument_margin_order', { field: 'maintenance_margin_bp', max_bp: Math.ceil(10_000 / values.max_leverage) - 1 });
  return ok({ ...values, lot_size: lot.value, exposure_cap_usdt: cap.value, trading_hours: values.trading_hours.trim() });
}

/** Delivery: stakes in USDT minor units, the largest not below the smallest. */
export function checkDeliveryValues(values: DeliveryValues, usdtScale: number): Result<DeliveryValues> {
  const min = checkSize(values.min_stake, usdtScale, 'min_stake');
  if (!min.ok) return min;
  const max = checkSize(values.max_stake, usdtScale, 'max_stake');
  if (!max.ok) return max;
  if ((parseUnits(max.value, usdtScale) ?? 0n) < (parseUnits(min.value, usdtScale) ?? 0n)) return fail('delivery_stake_order', { field: 'max_stake' });
  return ok({ ...values, min_stake: min.value, max_stake: max.value });
}

/** A scheduled time: after now and within the desk's horizon. Absent or empty: now. */
export function effectiveTime(text: string | undefined, now: Date): Result<Date | null> {
  if (text === undefined || text.trim() === '') return ok(null);
  const at = new Date(text);
  const horizon = now.getTime() + MARKET_BOUNDS.scheduleDaysMax * 86_400_000;
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() || at.getTime() > horizon) return fail('market_effective_past', { field: 'effective_at' });
  return ok(at);
}
