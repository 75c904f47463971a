/**
 * Exact decimal arithmetic on the API's decimal strings ("150", "1.000000", "-0.5"),
 * on bigint units: amounts never pass through a float. Results keep the larger scale
 * of their operands, so "150" − "1.000000" is "149.000000".
 */

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

interface Parsed {
  units: bigint;
  scale: number;
}

function parse(value: string): Parsed | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function must(value: string): Parsed {
  const parsed = parse(value);
  if (!parsed) throw new RangeError(`not a decimal: ${JSON.stringify(value)}`);
  return parsed;
}

function rescale(parsed: Parsed, scale: number): bigint {
  return scale >= parsed.scale ? parsed.units * 10n ** BigInt(scale - parsed.scale) : parsed.units / 10n ** BigInt(parsed.scale - scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A plain decimal string (optional sign, digits, optional fraction); no exponent, no separators. */
export function isDecimal(value: string): boolean {
  return parse(value) !== undefined;
}

/** How many decimal places a decimal string carries ("1.500000" → 6). */
export function decimalsOf(value: string): number {
  return parse(value)?.scale ?? 0;
}

/**
 * A user-typed amount the server will accept: positive, digits with at most `scale` decimals.
 * A leading or trailing dot ("5.", ".5") is not an amount.
 */
export function isAmount(value: string, scale: number): boolean {
  const parsed = parse(value);
  return parsed !== undefined && !/^[+-]/.test(value.trim()) && parsed.scale <= scale && parsed.units > 0n;
}

export function add(a: string, b: string): string {
  const x = must(a);
  const y = must(b);
  const scale = Math.max(x.scale, y.scale);
  return format(rescale(x, scale) + rescale(y, scale), scale);
}

export function sub(a: string, b: string): string {
  const x = must(a);
  const y = must(b);
  const scale = Math.max(x.scale, y.scale);
  return format(rescale(x, scale) - rescale(y, scale), scale);
}

/** The sum of many decimal strings (empty: "0"). */
export function sum(values: readonly string[]): string {
  return values.reduce((total, value) => add(total, value), '0');
}

/** −1, 0 or 1. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const x = must(a);
  const y = must(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale) - rescale(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function min(a: string, b: string): string {
  return compare(a, b) <= 0 ? a : b;
}

export function max(a: string, b: string): string {
  return compare(a, b) >= 0 ? a : b;
}

export function sign(value: string): -1 | 0 | 1 {
  const units = must(value).units;
  return units < 0n ? -1 : units > 0n ? 1 : 0;
}

export function isZero(value: string): boolean {
  return sign(value) === 0;
}

/** `value` with exactly `scale` decimals, cut towards zero (never rounds an amount up). */
export function toScale(value: string, scale: number): string {
  return format(rescale(must(value), scale), scale);
}

/**
 * Rounding to a number of decimals for display. Balances are cut towards zero (`truncate`: a
 * balance is never shown larger than it is, the same as `toScale`); prices, P&L and values round
 * half away from zero (`halfUp`: "0.125" → "0.13", "-0.125" → "-0.13"), as a calculator does.
 * A scale larger than the value's own pads with zeros; nothing passes through a float.
 */
export type RoundingMode = 'truncate' | 'halfUp';

export function roundToScale(value: string, scale: number, mode: RoundingMode): string {
  const parsed = must(value);
  const decimals = Math.max(0, Math.trunc(scale));
  if (mode === 'truncate' || decimals >= parsed.scale) return format(rescale(parsed, decimals), decimals);
  const divisor = 10n ** BigInt(parsed.scale - decimals);
  const magnitude = parsed.units < 0n ? -parsed.units : parsed.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return format(parsed.units < 0n ? -rounded : rounded, decimals);
}

/** `value` cut towards zero to `scale` decimals (balances). */
export function truncateToScale(value: string, scale: number): string {
  return roundToScale(value, scale, 'truncate');
}

/** `value` rounded half away from zero to `scale` decimals (prices, P&L). */
export function roundHalfUp(value: string, scale: number): string {
  return roundToScale(value, scale, 'halfUp');
}

/** Without trailing fraction zeros: "149.500000" → "149.5", "150.000" → "150". */
export function trim(value: string): string {
  const parsed = must(value);
  let { units, scale } = parsed;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return format(units, scale);
}

/**
 * `part / whole` in percent, cut to `decimals` places, between 0 and 100 (a progress bar's width).
 * A zero or negative whole counts as complete.
 */
export function percentOf(part: string, whole: string, decimals = 1): number {
  const x = must(part);
  const y = must(whole);
  const scale = Math.max(x.scale, y.scale);
  const numerator = rescale(x, scale);
  const denominator = rescale(y, scale);
  if (denominator <= 0n) return 100;
  if (numerator <= 0n) return 0;
  const factor = 10n ** BigInt(decimals);
  const scaled = (numerator * 100n * factor) / denominator;
  const capped = scaled > 100n * factor ? 100n * factor : scaled;
  // A percentage for display only (bar width), never an amount.
  return Number(capped) / Number(factor);
}

/** `a × b`, exact (the scale is the sum of the operands' scales). */
export function mul(a: string, b: string): string {
  const x = must(a);
  const y = must(b);
  return format(x.units * y.units, x.scale + y.scale);
}

/** `a ÷ b` with `scale` decimals, cut towards zero; undefined when `b` is zero. */
export function div(a: string, b: string, scale: number): string | undefined {
  const x = must(a);
  const y = must(b);
  if (y.units === 0n) return undefined;
  // a/b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^scale: xu · 10^(ys + scale) / (yu · 10^xs)
  const numerator = x.units * 10n ** BigInt(y.scale + scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return format(numerator / denominator, scale);
}

function stepUnits(value: string, step: string): { units: bigint; step: bigint; scale: number } | undefined {
  const x = must(value);
  const s = must(step);
  const scale = Math.max(x.scale, s.scale);
  const stepScaled = rescale(s, scale);
  if (stepScaled <= 0n) return undefined;
  return { units: rescale(x, scale), step: stepScaled, scale };
}

/** Whether `value` is a whole multiple of `step` ("0.15" of "0.05": yes). A zero or negative step accepts anything. */
export function isMultipleOf(value: string, step: string): boolean {
  const parts = stepUnits(value, step);
  return parts === undefined || parts.units % parts.step === 0n;
}

/** `value` cut down to a whole multiple of `step`, written with the step's decimals (for positive values). */
export function floorToStep(value: string, step: string): string {
  const parts = stepUnits(value, step);
  if (!parts) return value;
  const floored = parts.units - (((parts.units % parts.step) + parts.step) % parts.step);
  return toScale(format(floored, parts.scale), decimalsOf(step));
}

/** `value` raised to a whole multiple of `step`, written with the step's decimals. */
export function ceilToStep(value: string, step: string): string {
  const parts = stepUnits(value, step);
  if (!parts) return value;
  const remainder = ((parts.units % parts.step) + parts.step) % parts.step;
  const ceiled = remainder === 0n ? parts.units : parts.units + parts.step - remainder;
  return toScale(format(ceiled, parts.scale), decimalsOf(step));
}
