import {
  AMOUNT_LIMIT_KINDS,
  fail,
  formatUnits,
  LEVERAGE_LIMIT_RANGE,
  type LimitKind,
  LOOSENING_DELAY_MS,
  ok,
  parsePositiveUnits,
  type Result,
  SESSION_MINUTES_RANGE,
} from '@veritex/shared';
import type { TradingLimitRow } from './schema.js';

/** Deposit and loss limits are USDT minor units. */
export const USDT_SCALE = 6;
/** The platform's day is the Hong Kong calendar day (UTC+8 all year), as for withdrawals, earn and sign-in. */
const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** A limit as it binds at one instant: the value, and a loosening still waiting for its time. */
export interface LimitState {
  value: bigint | null;
  pending: { value: bigint | null; effectiveAt: Date } | null;
}

/** The row as it binds at `now`: a pending change whose time has come is the value. */
export function limitStateAt(row: Pick<TradingLimitRow, 'value' | 'pending' | 'pendingValue' | 'pendingEffectiveAt'> | undefined, now: Date): LimitState {
  if (!row) return { value: null, pending: null };
  const value = row.value === null ? null : BigInt(row.value);
  if (!row.pending || !row.pendingEffectiveAt) return { value, pending: null };
  const pendingValue = row.pendingValue === null ? null : BigInt(row.pendingValue);
  if (row.pendingEffectiveAt.getTime() <= now.getTime()) return { value: pendingValue, pending: null };
  return { value, pending: { value: pendingValue, effectiveAt: row.pendingEffectiveAt } };
}

/**
 * What a change from `current` to `next` is (null: no limit). A new or lower limit protects
 * more and binds at once; a higher one or none binds after the delay; the same value only
 * drops a pending change.
 */
export function changeKind(current: bigint | null, next: bigint | null): 'tighten' | 'loosen' | 'same' {
  if (current === next) return 'same';
  if (next !== null && (current === null || next < current)) return 'tighten';
  return 'loosen';
}

export function looseningEffectiveAt(now: Date): Date {
  return new Date(now.getTime() + LOOSENING_DELAY_MS);
}

/** The typed value of a limit: '' removes it; amounts in USDT (≤ 2 decimals), the rest whole numbers in their range. */
export function parseLimitValue(kind: LimitKind, text: string): Result<bigint | null, 'limits_value_invalid'> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(null);
  if (AMOUNT_LIMIT_KINDS.includes(kind)) {
    const units = /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) ? parsePositiveUnits(trimmed, USDT_SCALE) : undefined;
    return units === undefined ? fail('limits_value_invalid', { field: 'value', ...wholeRange(kind) }) : ok(units);
  }
  const range = wholeRange(kind);
  if (!/^\d{1,4}$/.test(trimmed)) return fail('limits_value_invalid', { field: 'value', ...range });
  const whole = BigInt(trimmed);
  if (whole < BigInt(range.min) || whole > BigInt(range.max)) return fail('limits_value_invalid', { field: 'value', ...range });
  return ok(whole);
}

function wholeRange(kind: LimitKind): { min: number; max: number } {
  return kind === 'session_minutes' ? { ...SESSION_MINUTES_RANGE } : { ...LEVERAGE_LIMIT_RANGE };
}

/** A limit's value on the wire: USDT without trailing zeros, or the whole number. */
export function limitText(kind: LimitKind, value: bigint): string {
  return AMOUNT_LIMIT_KINDS.includes(kind) ? usdtText(value) : value.toString();
}

/** USDT minor units → "1250.5" (no trailing zeros). */
export function usdtText(units: bigint): string {
  return formatUnits(units, USDT_SCALE).replace(/\.?0+$/, '') || '0';
}

/** The Hong Kong calendar day containing `at`: its start and end instants. */
export function platformDay(at: Date): { start: Date; end: Date } {
  const local = new Date(at.getTime() + HK_OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - HK_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** An instant in refusal messages, the same in every language: "2026-11-30 16:00 UTC". */
export function untilText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
