import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LANGUAGES, type Lang } from '../languages.js';
import { SUBSCRIPTION_PROJECT_STATUSES, SUBSCRIPTION_RULES, SUBSCRIPTION_STATUSES } from '../subscriptions.js';
import { decimalString, defineCalls, idField, idString, isoTime, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * New-coin subscriptions and private placements (issue 14, spec §2 /subscription, /subscribe,
 * /subscriptionList, §3 New coin subscription and Coin info, §4 Subscription). Committing freezes
 * USDT; when the window closes a job publishes the commitment Merkle root and totals, then
 * allocates by the project's rule: passed coins are locked for the lock-up days, the rest refunded
 * exactly. A user can check their own leaf and allocation against the published numbers.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
const amountField = z.string(msg('amount_invalid')).trim().min(1, msg('amount_invalid')).max(40, msg('amount_invalid'));

/** A project as users see it (the status already refined by the clock: upcoming, open, closed, allocated, listed). */
export const subscriptionProjectSchema = z.object({
  id: idString,
  coin: z.string(),
  /** Decimal places of the coin's minor unit. */
  coin_scale: z.number().int(),
  name: z.string(),
  private: z.boolean(),
  rule: z.enum(SUBSCRIPTION_RULES),
  /** USDT per coin. */
  issue_price: decimalString,
  /** Coins on offer (the spec's circulation / total supply of the project). */
  total_supply: decimalString,
  /** Coins not yet claimed at the issue price by the commitments so far (0 once oversubscribed). */
  remaining: decimalString,
  /** USDT committed by everyone so far. */
  committed: decimalString,
  /** Smallest commitment and the most one user may commit in total, USDT. */
  min_commit: decimalString,
  user_cap: decimalString,
  starts_at: isoTime,
  ends_at: isoTime,
  listing_at: isoTime,
  lockup_days: z.number().int(),
  status: z.enum(SUBSCRIPTION_PROJECT_STATUSES),
  /** The signed-in user's commitments to this project so far, USDT ("0" for a visitor). */
  my_committed: decimalString,
  /** Published at close, before allocation: the commitment Merkle root, its leaf count and the total committed. */
  commitment: z
    .object({
      root: z.string(),
      leaves: z.number().int(),
      total_committed: decimalString,
      published_at: isoTime,
      oversubscribed: z.boolean(),
    })
    .nullable(),
  /** Totals of the allocation once it is done. */
  allocation: z
    .object({
      allotted: decimalString,
      paid: decimalString,
      refunded: decimalString,
      allocated_at: isoTime,
    })
    .nullable(),
  /** The spot market the coin trades on once listed. */
  market: z.string().nullable(),
  listed_at: isoTime.nullable(),
});
export type SubscriptionProject = z.infer<typeof subscriptionProjectSchema>;

/** Spec §3 Coin info, the introduction in the request's language (English when it has none). */
export const coinInfoSchema = z.object({
  coin: z.string(),
  name: z.string(),
  release_at: isoTime.nullable(),
  total_issuance: decimalString,
  circulation: decimalString,
  website: z.string(),
  white_paper: z.string(),
  introduction: z.string(),
});
export type CoinInfoView = z.infer<typeof coinInfoSchema>;

/** One commitment (spec §3: subscription date, amount, passed quantity, status). */
export const subscriptionRecordSchema = z.object({
  id: idString,
  project_id: idString,
  project_name: z.string(),
  coin: z.string(),
  /** USDT committed (frozen until allocation). */
  amount: decimalString,
  issue_price: decimalString,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Coins passed (null under review). */
  allotted: decimalString.nullable(),
  /** USDT paid for them and USDT refunded (paid + refunded = amount). */
  paid: decimalString.nullable(),
  refunded: decimalString.nullable(),
  created_at: isoTime,
  allocated_at: isoTime.nullable(),
  /** When the passed coins leave the locked account for the exchange account, and when they did. */
  unlocks_at: isoTime.nullable(),
  unlocked_at: isoTime.nullable(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/**
 * Everything the page needs to check a commitment in the browser with the shared code
 * (subscriptionAllocation.ts): recompute the user tag and the leaf, hash the path up to the
 * published root, and recompute the allotment from the published total. Amounts here are MINOR
 * units (integers as strings), exactly what was hashed and divided.
 */
export const commitmentProofSchema = z.object({
  subscription_id: idString,
  project_id: idString,
  user_id: idString,
  /** The secret salt of this user's tag (shown to this user only). */
  salt: z.string(),
  user_tag: z.string(),
  amount_units: z.string(),
  leaf: z.string(),
  /** Position of the leaf (subscriptions in id order) and the path to the root. */
  index: z.number().int().nullable(),
  path: z.array(z.object({ hash: z.string(), side: z.enum(['left', 'right']) })),
  /** Null until the window closes and the root is published. */
  root: z.string().nullable(),
  leaves: z.number().int().nullable(),
  total_committed_units: z.string().nullable(),
  published_at: isoTime.nullable(),
  terms: z.object({
    rule: z.enum(SUBSCRIPTION_RULES),
    supply_units: z.string(),
    /** USDT minor units per whole coin. */
    price_units: z.string(),
    coin_scale: z.number().int(),
    usdt_scale: z.number().int(),
  }),
  /** What was posted (null before allocation): the page compares it with its own computation. */
  allotment: z.object({ allotted_units: z.string(), paid_units: z.string(), refund_units: z.string() }).nullable(),
});
export type CommitmentProof = z.infer<typeof commitmentProofSchema>;

/** The rules shown before subscribing. */
export const subscriptionRulesSchema = z.object({
  /** What subscribing freezes and from which account. */
  asset: z.literal('USDT'),
  account: z.literal('exchange'),
  /** Seconds after the window's end by which allocation runs (the job's period). */
  allocation_within_seconds: z.number().int(),
  /** Passed coins are held in the `locked` account for lock-up days, then move to the exchange account. */
  locked_account: z.literal('locked'),
});
export type SubscriptionRules = z.infer<typeof subscriptionRulesSchema>;

export const subscriptionsCalls = defineCalls({
  getNewcoinsList: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: z.object({ ...pagingFields() }),
    output: pageOf(subscriptionProjectSchema),
    summary: 'New-coin projects: public ones for everybody, private placements only for invited users; open first, then upcoming, then past',
  },
  getNewcoinsInfo: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: z.object({ id: idField }),
    output: z.object({ project: subscriptionProjectSchema, coin: coinInfoSchema, rules: subscriptionRulesSchema }),
    summary: 'One project with its coin information (spec §3) and the rules that bind a subscription; a private placement is unknown to the uninvited',
  },
  subscribe: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ project_id: idField, amount: amountField, ...once }),
    output: subscriptionRecordSchema,
    summary:
      'Commit USDT to an open project (frozen in the exchange account until allocation); refused outside the window, over the cap or the remaining amount, or without an invitation',
  },
  getMySubscriptions: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ project_id: idField.optional(), ...pagingFields() }),
    output: pageOf(subscriptionRecordSchema),
    summary: "The user's subscription records (/subscriptionList), newest first",
  },
  getCommitmentProof: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ id: idField }),
    output: commitmentProofSchema,
    summary: "The user's commitment leaf, its Merkle path to the published root and the published totals, to check in the browser",
  },
});

// ---------- Staff desk (finance) ----------

/** A project as the desk sees it: the public view plus the coin information in every language and counts. */
export const subscriptionProjectAdminSchema = subscriptionProjectSchema.omit({ my_committed: true }).extend({
  release_at: isoTime.nullable(),
  total_issuance: decimalString,
  circulation: decimalString,
  website: z.string(),
  white_paper: z.string(),
  introduction: z.record(z.string(), z.string()),
  coin_name: z.string(),
  subscriptions: z.number().int(),
  subscribers: z.number().int(),
  invited: z.number().int(),
  /** Whether the terms can still change (nobody has committed). */
  terms_editable: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type SubscriptionProjectAdmin = z.infer<typeof subscriptionProjectAdminSchema>;

/** A commitment as the desk sees it: whose it is. */
export const subscriptionAdminRecordSchema = subscriptionRecordSchema.extend({ user_id: idString });

const staffAmount = z
  .string(msg('amount_invalid'))
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, msg('amount_invalid'));
const staffText = (max: number) => z.string(msg('invalid_input')).trim().max(max, msg('invalid_input'));
const instant = z
  .string(msg('invalid_input'))
  .trim()
  .max(40, msg('invalid_input'))
  .refine((text) => !Number.isNaN(Date.parse(text)), msg('invalid_input'))
  .transform((text) => new Date(text));
const optionalInstant = z
  .string(msg('invalid_input'))
  .trim()
  .max(40, msg('invalid_input'))
  .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), msg('invalid_input'))
  .transform((text) => (text === '' ? undefined : new Date(text)))
  .optional();
const intField = (min: number, max: number) =>
  z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(min, msg('invalid_input')).max(max, msg('invalid_input'));
/** Form bodies carry a boolean as "1"/"0" (or "true"/"false"); JSON bodies as a boolean. */
const booleanField = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], msg('invalid_input'))
  .transform((v) => v === true || v === '1' || v === 'true');
/** Introductions per language: JSON bodies send an object, form bodies the object as a JSON string; English required. */
const introductions = z
  .union(
    [
      z.record(z.string(), z.unknown()),
      z.string().transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'invalid_input' });
          return z.NEVER;
        }
      }),
    ],
    msg('invalid_input'),
  )
  .pipe(
    z
      .object(
        Object.fromEntries(
          LANGUAGES.map((lang) => [lang, lang === 'en' ? staffText(5000).min(1, msg('invalid_input')) : staffText(5000).optional()]),
        ) as unknown as Record<Lang, z.ZodType<string | undefined>>,
      )
      .strict(),
  );

export const saveSubscriptionProjectInputSchema = z.object({
  /** Absent: a new project (and its coin, when the coin is new). */
  id: idField.optional(),
  coin: z
    .string(msg('invalid_input'))
    .trim()
    .regex(/^[A-Z][A-Z0-9]{1,11}$/, msg('invalid_input')),
  coin_name: staffText(60).min(1, msg('invalid_input')),
  coin_scale: intField(0, 18),
  name: staffText(120).min(1, msg('invalid_input')),
  private: booleanField,
  rule: z.enum(SUBSCRIPTION_RULES, msg('invalid_input')),
  /** USDT per coin. */
  issue_price: staffAmount,
  /** Coins on offer. */
  total_supply: staffAmount,
  min_commit: staffAmount,
  user_cap: staffAmount,
  starts_at: instant,
  ends_at: instant,
  listing_at: instant,
  lockup_days: intField(0, 3650),
  release_at: optionalInstant,
  total_issuance: staffAmount,
  circulation: staffAmount,
  website: staffText(300).default(''),
  white_paper: staffText(300).default(''),
  introduction: introductions,
  ...once,
});

const bpField = intField(0, 1000);

export const subscriptionsDeskCalls = defineCalls({
  subscriptionProjects: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: z.object({ ...pagingFields() }),
    output: pageOf(subscriptionProjectAdminSchema),
    summary: 'Every new-coin project (private placements too), newest first, with its commitments, allocation and listing',
  },
  projectSubscriptions: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: z.object({ project_id: idField, ...pagingFields() }),
    output: pageOf(subscriptionAdminRecordSchema),
    summary: "One project's commitments in id order (the commitment tree's leaf order), with what each was allotted and refunded",
  },
  saveSubscriptionProject: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: saveSubscriptionProjectInputSchema,
    output: subscriptionProjectAdminSchema,
    summary: 'Create or change a project with its coin; once anyone has committed only the coin information can change',
  },
  inviteToPlacement: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({ project_id: idField, user_id: idField, ...once }),
    output: z.object({ project_id: idString, user_id: idString, invited: z.number().int() }),
    summary: 'Invite a user to a private placement (they then see it and may subscribe under its terms)',
  },
  allocateProject: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({ project_id: idField, ...once }),
    output: subscriptionProjectAdminSchema,
    summary:
      'Publish the commitment root and allocate now, once the window has closed (the job does the same within a minute); staff choose nothing about the result',
  },
  listProjectMarket: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({
      project_id: idField,
      tick_size: staffAmount,
      lot_size: staffAmount,
      min_notional: staffAmount,
      maker_fee_bp: bpField,
      taker_fee_bp: bpField,
      ...once,
    }),
    output: subscriptionProjectAdminSchema,
    summary: "List an allocated project's coin as a COIN_USDT spot market with these rules, from its listing date",
  },
});
