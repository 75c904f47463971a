import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { APPROPRIATENESS_QUESTION_IDS, INSTRUMENT_CLASSES, PROFILE_CAP_NONE, RISK_WARNINGS } from '../protection.js';
import { decimalString, defineCalls, isoTime, noInput, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';

/**
 * Retail protection (issue 18): jurisdiction profiles (leverage caps per instrument class, products
 * offered, margin close-out level, risk warning), the measured share of losing accounts, and the
 * appropriateness questionnaire that unlocks leverage above the threshold.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };

const capsShape = Object.fromEntries(INSTRUMENT_CLASSES.map((klass) => [klass, z.number().int()])) as Record<(typeof INSTRUMENT_CLASSES)[number], z.ZodNumber>;

export const protectionProfileSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Highest leverage per instrument class (an instrument's own cap applies when lower). */
  leverage_caps: z.object(capsShape),
  crypto_offered: z.boolean(),
  /** Fixed-time delivery contracts (binary options in ESMA's words). */
  delivery_offered: z.boolean(),
  /** A position is closed when its equity falls to this share of its initial margin; 0 = maintenance margin only. */
  close_out_pct: z.number().int(),
  /** Leverage above the threshold needs the questionnaire (or enough demo trades). */
  appropriateness_required: z.boolean(),
  risk_warning: z.enum(RISK_WARNINGS),
  updated_at: isoTime.nullable(),
});
export type ProtectionProfile = z.infer<typeof protectionProfileSchema>;

export const appropriatenessStatusSchema = z.object({
  /** Whether the user's profile asks for it at all. */
  required: z.boolean(),
  /** Leverage above this needs it. */
  threshold: z.number().int(),
  passed: z.boolean(),
  /** Closed positions of the user's own demo account, and how many unlock the leverage instead. */
  demo_trades: z.number().int(),
  demo_trades_needed: z.number().int(),
  /** Whether leverage above the threshold is open to the user now. */
  unlocked: z.boolean(),
  last_score: z.number().int().nullable(),
  last_taken_at: isoTime.nullable(),
  /** After a failed attempt, when the next may be taken. */
  retry_at: isoTime.nullable(),
});
export type AppropriatenessStatus = z.infer<typeof appropriatenessStatusSchema>;

/** web/getProtection: what binds the caller (a visitor: the default profile) on every leveraged page. */
export const protectionViewSchema = z.object({
  profile: protectionProfileSchema,
  /** The nationality the profile comes from, and whether it is the verified one or the registration's. */
  country: z.string().nullable(),
  source: z.enum(['verified', 'registration', 'visitor', 'demo']),
  /** Share of real accounts that lost money on leveraged products over the 12 months to `losing_share_at`. */
  losing_share_pct: decimalString.nullable(),
  losing_share_accounts: z.number().int().nullable(),
  losing_share_at: isoTime.nullable(),
  appropriateness: appropriatenessStatusSchema.nullable(),
});
export type ProtectionView = z.infer<typeof protectionViewSchema>;

const answerField = z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(9, msg('invalid_input'));
const answersShape = Object.fromEntries(APPROPRIATENESS_QUESTION_IDS.map((id) => [id, answerField])) as Record<
  (typeof APPROPRIATENESS_QUESTION_IDS)[number],
  typeof answerField
>;

export const appropriatenessResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  pass_mark: z.number().int(),
  passed: z.boolean(),
  /** The questions answered wrongly (the right answers are not given away). */
  wrong: z.array(z.string()),
  status: appropriatenessStatusSchema,
});
export type AppropriatenessResult = z.infer<typeof appropriatenessResultSchema>;

const capField = z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(PROFILE_CAP_NONE, msg('invalid_input'));
const capInputs = Object.fromEntries(INSTRUMENT_CLASSES.map((klass) => [`cap_${klass}`, capField])) as Record<
  `cap_${(typeof INSTRUMENT_CLASSES)[number]}`,
  typeof capField
>;

export const protectionDeskSchema = z.object({
  profiles: z.array(protectionProfileSchema),
  countries: z.array(z.object({ country: z.string(), profile: z.string() })),
});
export type ProtectionDesk = z.infer<typeof protectionDeskSchema>;

export const protectionCalls = defineCalls({
  getProtection: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: protectionViewSchema,
    summary:
      "The jurisdiction profile that binds the caller (leverage caps, products offered, close-out level), the risk warning's measured share of losing accounts, and the appropriateness standing",
  },
  getAppropriateness: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: appropriatenessStatusSchema,
    summary: 'Whether leverage above the threshold is unlocked: the questionnaire result, the demo trades, when a failed test may be retaken',
  },
  submitAppropriateness: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ ...answersShape, ...once }),
    output: appropriatenessResultSchema,
    summary: 'Answers to the appropriateness questionnaire (option index per question), scored on the server; a fail can be retaken after the published wait',
  },
});

export const protectionDeskCalls = defineCalls({
  protectionProfiles: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'protection.read',
    input: noInput,
    output: protectionDeskSchema,
    summary: 'Every jurisdiction profile and the country → profile mapping (countries not listed use the default profile)',
  },
  protectionSaveProfile: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'protection.write',
    idempotent: true,
    input: z.object({
      code: z.string(msg('invalid_input')).regex(/^[a-z][a-z0-9_]{1,29}$/, msg('invalid_input')),
      name: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(60, msg('invalid_input')),
      ...capInputs,
      crypto_offered: formBooleanField,
      delivery_offered: formBooleanField,
      close_out_pct: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(99, msg('invalid_input')),
      appropriateness_required: formBooleanField,
      risk_warning: z.enum(RISK_WARNINGS, msg('invalid_input')),
      ...once,
    }),
    output: protectionProfileSchema,
    summary: 'Create or change a jurisdiction profile; positions already open keep the close-out level they opened under',
  },
  protectionSetCountry: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'protection.write',
    idempotent: true,
    input: z.object({
      country: z.string(msg('invalid_input')).regex(/^[A-Z]{2}$/, msg('invalid_input')),
      /** A profile code; empty puts the country back on the default profile. */
      profile: z.string(msg('invalid_input')).regex(/^([a-z][a-z0-9_]{1,29})?$/, msg('invalid_input')),
      ...once,
    }),
    output: z.object({ country: z.string(), profile: z.string() }),
    summary: 'Map a nationality to a jurisdiction profile (or back to the default)',
  },
});
