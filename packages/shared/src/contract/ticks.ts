import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { TICK_PAGE_MAX, TICK_WINDOW_DEFAULT_MINUTES, TICK_WINDOW_MAX_MINUTES } from '../priceProvenance.js';
import { decimalString, defineCalls, isoTime } from './define.js';

/**
 * Price provenance (issue 18): the stored reference tick a record used, and the public tick
 * history every such record links to.
 */

const msg = (name: ErrorName) => ({ message: name });

/**
 * The reference tick a fill, liquidation, stop, target, carry charge, settlement or collateral
 * liquidation used, as stored on the record in the transaction that used it: the instrument whose
 * ticks priced it, the tick's instant, its price (the mark, to the instrument's tick) and its
 * source (`simulated`, `ccxt:<exchange>`, `history:<origin>`; packages/shared tickSourceOf words it).
 */
export const tickRefSchema = z.object({
  symbol: z.string(),
  at: isoTime,
  price: decimalString,
  source: z.string(),
});
export type TickRef = z.infer<typeof tickRefSchema>;

export const referenceTickSchema = z.object({ at: isoTime, price: decimalString, source: z.string() });
export type ReferenceTick = z.infer<typeof referenceTickSchema>;

/** An ISO 8601 instant with a zone ("2026-11-29T10:23:05Z"); anything Date cannot read is refused. */
const instantField = z
  .string(msg('invalid_input'))
  .max(40, msg('invalid_input'))
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, msg('invalid_input'))
  .refine((text) => !Number.isNaN(Date.parse(text)), msg('invalid_input'));

export const referenceTicksInputSchema = z.object({
  symbol: z.string(msg('instrument_unknown')).regex(/^[A-Z0-9_]{3,24}$/, msg('instrument_unknown')),
  /** The instant of interest: the window is centred on it and its tick (at or before it) is named. */
  at: instantField,
  /** Half the window, in minutes: bounded so one call never reads more than 31 minutes of ticks. */
  minutes: z.coerce
    .number(msg('invalid_input'))
    .int(msg('invalid_input'))
    .min(1, msg('invalid_input'))
    .max(TICK_WINDOW_MAX_MINUTES, msg('invalid_input'))
    .default(TICK_WINDOW_DEFAULT_MINUTES),
  page: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(10_000, msg('invalid_input')).default(1),
  page_size: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(TICK_PAGE_MAX, msg('invalid_input')).default(100),
});

export const referenceTicksSchema = z.object({
  symbol: z.string(),
  price_scale: z.number().int(),
  /** The instant asked for, and the window read: [from, to], both inclusive. */
  at: isoTime,
  from: isoTime,
  to: isoTime,
  /** The tick at or before `at` (what a record at `at` used), or null when none is stored in the window. */
  referenced: referenceTickSchema.nullable(),
  /** 1-based position of `referenced` among the window's ticks (oldest first), so a page can open its page. */
  referenced_index: z.number().int().nullable(),
  /** A page of the window's ticks, oldest first. */
  items: z.array(referenceTickSchema),
  total: z.number().int(),
});
export type ReferenceTicks = z.infer<typeof referenceTicksSchema>;

export const ticksCalls = defineCalls({
  getReferenceTicks: {
    verbs: ['GET'],
    access: 'anyone',
    input: referenceTicksInputSchema,
    output: referenceTicksSchema,
    summary:
      'Public tick history: the stored reference ticks of one leveraged instrument within ± minutes (at most 15) of an instant, oldest first, paged, with the tick at or before the instant named',
  },
});
