import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { decimalString, defineCalls, idField, isoTime, requestIdField } from './define.js';

/**
 * Responsible trading (issue 18 item 6): limits the user sets on themselves (deposits per day,
 * week and month, net loss per day, maximum leverage, a session reminder), a cool-off and a
 * self-exclusion. Tightening binds at once; loosening (raising or removing) binds 24 hours later
 * and can be cancelled until then. A cool-off or self-exclusion cannot be shortened by anyone.
 */

/** The limits a user can set. USDT amounts for deposits and losses, a whole number for leverage and minutes. */
export const LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'max_leverage', 'session_minutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Limits whose value is a USDT amount (6 decimals on the wire, at most 2 typed). */
export const AMOUNT_LIMIT_KINDS: readonly LimitKind[] = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day'];
/** The rolling window each deposit limit counts claims over. */
export const DEPOSIT_WINDOW_MS: Readonly<Record<'deposit_day' | 'deposit_week' | 'deposit_month', number>> = {
  deposit_day: 24 * 3_600_000,
  deposit_week: 7 * 24 * 3_600_000,
  deposit_month: 30 * 24 * 3_600_000,
};
/** Raising or removing a limit binds this long after the request. */
export const LOOSENING_DELAY_MS = 24 * 3_600_000;
/** Bounds of the whole-number limits. */
export const LEVERAGE_LIMIT_RANGE = { min: 1, max: 100 } as const;
export const SESSION_MINUTES_RANGE = { min: 5, max: 720 } as const;

export const EXCLUSION_KINDS = ['cool_off', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** Cool-off: 24 hours to 6 weeks. */
export const COOL_OFF_PERIODS = ['24h', '72h', '7d', '14d', '30d', '42d'] as const;
/** Self-exclusion: 6 months or more, or for good. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof COOL_OFF_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/**
 * When a period started at `start` ends (undefined: never). Months are calendar months in UTC,
 * so "6 months" from 31 March ends on the 1st of October rather than on a 30 September that
 * JavaScript would roll over anyway.
 */
export function exclusionEnd(period: ExclusionPeriod, start: Date): Date | undefined {
  const hours: Partial<Record<ExclusionPeriod, number>> = { '24h': 24, '72h': 72, '7d': 168, '14d': 336, '30d': 720, '42d': 1008 };
  const fixed = hours[period];
  if (fixed !== undefined) return new Date(start.getTime() + fixed * 3_600_000);
  const months: Partial<Record<ExclusionPeriod, number>> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };
  const count = months[period];
  if (count === undefined) return undefined;
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + count);
  return end;
}

const msg = (name: ErrorName) => ({ message: name });

export const limitViewSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** In force now; null: no limit. USDT decimal string or a whole number as text. */
  value: z.string().nullable(),
  /** A loosening waiting for its time: the value it will take (null: the limit is removed). */
  pending: z.object({ value: z.string().nullable(), effective_at: isoTime }).nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const exclusionViewSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.string(),
  starts_at: isoTime,
  /** null: permanent. */
  ends_at: isoTime.nullable(),
});
export type ExclusionView = z.infer<typeof exclusionViewSchema>;

export const tradingLimitsSchema = z.object({
  limits: z.array(limitViewSchema),
  /** The active cool-off or self-exclusion (the one ending last), null when none. */
  exclusion: exclusionViewSchema.nullable(),
  usage: z.object({
    /** USDT claimed (pending and credited) in the rolling windows ending now. */
    deposits_day: decimalString,
    deposits_week: decimalString,
    deposits_month: decimalString,
    /** Net realised loss today (0 when ahead): leveraged closes, fees, carry and delivery settlements. */
    loss_today: decimalString,
    /** The platform day: Hong Kong calendar day, from 00:00 to 24:00 UTC+8. */
    day_started_at: isoTime,
    day_ends_at: isoTime,
  }),
  /** Demo identities trade virtual money and are not limited. */
  demo: z.boolean(),
});
export type TradingLimits = z.infer<typeof tradingLimitsSchema>;

const limitValue = z
  .string(msg('limits_value_invalid'))
  .trim()
  .max(30, msg('limits_value_invalid'))
  .regex(/^(\d{1,12}(\.\d{1,2})?)?$/, msg('limits_value_invalid'));

export const limitsCalls = defineCalls({
  getTradingLimits: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({}),
    output: tradingLimitsSchema,
    summary: 'My responsible-trading limits, pending loosenings with their time, usage today / this week / this month, cool-off or self-exclusion',
  },
  setTradingLimit: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ kind: z.enum(LIMIT_KINDS, msg('invalid_input')), value: limitValue, request_id: requestIdField }),
    output: tradingLimitsSchema,
    summary: 'Set (value) or remove (empty value) a limit: tightening binds at once, raising or removing after 24 hours',
  },
  cancelTradingLimitChange: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ kind: z.enum(LIMIT_KINDS, msg('invalid_input')), request_id: requestIdField }),
    output: tradingLimitsSchema,
    summary: 'Cancel a pending raise or removal of a limit (the limit in force stays)',
  },
  startExclusion: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({
      kind: z.enum(EXCLUSION_KINDS, msg('invalid_input')),
      period: z.enum([...COOL_OFF_PERIODS, ...SELF_EXCLUSION_PERIODS], msg('invalid_input')),
      request_id: requestIdField,
    }),
    output: tradingLimitsSchema,
    summary: 'Start a cool-off (24 hours to 6 weeks) or a self-exclusion (6 months or more, or permanent); it cannot be shortened or lifted',
  },
});

/** The staff console: read-only. No staff call changes a user's limits or lifts an exclusion. */
export const limitsDeskCalls = defineCalls({
  userTradingLimits: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'users.read',
    input: z.object({ id: idField }),
    output: tradingLimitsSchema,
    summary: "A user's responsible-trading limits, pending changes and cool-off / self-exclusion (read-only)",
  },
});
