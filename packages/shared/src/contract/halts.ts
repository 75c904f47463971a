import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { defineCalls, idField, idString, isoTime, noInput, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';

/**
 * Trading halts (issue 19): staff stop new trading on a spot market, a derivative instrument or a
 * symbol's delivery products, with a reason code users read in their language and an optional
 * note. Open positions are never touched; open orders and pending entries are kept or cancelled
 * as staff choose at halt time.
 */

const msg = (name: ErrorName) => ({ message: name });

/** What can be halted: a spot market (`BTC/USDT`), a derivative instrument, or the delivery products on an instrument's symbol. */
export const HALT_SCOPES = ['spot', 'instrument', 'delivery'] as const;
export type HaltScope = (typeof HALT_SCOPES)[number];

/** Why; each code is worded in all 13 languages (web `halts.reason.<code>`), so users read it in theirs. */
export const HALT_REASONS = ['maintenance', 'volatility', 'price_feed', 'listing_review', 'regulatory', 'other'] as const;
export type HaltReason = (typeof HALT_REASONS)[number];

/** A halt in force, as users see it on the trading pages. */
export const activeHaltSchema = z.object({
  scope: z.enum(HALT_SCOPES),
  target: z.string(),
  reason: z.enum(HALT_REASONS),
  /** Staff's free-text note ('' for none), shown as written. */
  note: z.string(),
  since: isoTime,
});
export type ActiveHalt = z.infer<typeof activeHaltSchema>;

/** One halt with its resume, for the staff desk. */
export const haltRecordSchema = activeHaltSchema.extend({
  id: idString,
  /** Whether open orders (spot) or pending entries (instrument) were cancelled at halt time. */
  cancel_open: z.boolean(),
  cancelled_orders: z.number().int(),
  cancelled_positions: z.number().int(),
  halted_by: z.string(),
  resumed_at: isoTime.nullable(),
  resumed_by: z.string().nullable(),
  resume_note: z.string(),
});
export type HaltRecord = z.infer<typeof haltRecordSchema>;

export const haltDeskSchema = z.object({
  /** Halts in force, newest first. */
  active: z.array(haltRecordSchema),
  /** The last 100 halts, lifted or not, newest first. */
  history: z.array(haltRecordSchema),
  /** What can be halted, per scope. */
  targets: z.object({ spot: z.array(z.string()), instrument: z.array(z.string()), delivery: z.array(z.string()) }),
});
export type HaltDesk = z.infer<typeof haltDeskSchema>;

const noteField = z.string(msg('invalid_input')).trim().max(500, msg('invalid_input')).default('');

export const haltsCalls = defineCalls({
  getTradingHalts: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: z.object({ halts: z.array(activeHaltSchema) }),
    summary: 'Markets, instruments and delivery symbols halted now, with the reason, the note and since when',
  },
});

export const haltsDeskCalls = defineCalls({
  tradingHalts: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'markets.halt',
    input: noInput,
    output: haltDeskSchema,
    summary: 'Halts in force, the halt history (who, when, reason, resume) and what can be halted',
  },
  haltTrading: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'markets.halt',
    idempotent: true,
    input: z.object({
      scope: z.enum(HALT_SCOPES, msg('invalid_input')),
      target: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(40, msg('invalid_input')),
      reason: z.enum(HALT_REASONS, msg('invalid_input')),
      note: noteField,
      /** Spot: cancel every open order (their holds released); instrument: cancel every pending entry. Ignored for delivery. */
      cancel_open: formBooleanField,
      request_id: requestIdField,
    }),
    output: haltRecordSchema,
    summary: 'Halt new trading on a market, instrument or delivery symbol with a reason users read; open positions are never touched',
  },
  resumeTrading: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'markets.halt',
    idempotent: true,
    input: z.object({ id: idField, note: noteField, request_id: requestIdField }),
    output: haltRecordSchema,
    summary: 'Lift a halt: orders are accepted again from the moment it commits',
  },
});
