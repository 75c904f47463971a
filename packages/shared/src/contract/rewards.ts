import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LANGUAGES, type Lang } from '../languages.js';
import { BENEFIT_TASK_KINDS } from '../rewards.js';
import { decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * Daily sign-in and benefit activities (issue 14, spec §2 /sign, /signRule, /benefits,
 * /benefitsDetail, /benefitsRecords, calls web/ethSignlog and web/getFuli). Every reward is a
 * ledger posting from the house `rewards` account, which finance funds from platform capital;
 * when that account cannot pay, the call says so and nothing is recorded.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };
/** "YYYY-MM-DD": a Hong Kong calendar day. */
const dayDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The state of one day of the 7-day cycle on /sign (spec §4: "in progress, signed in, acquired,
 * receive"):
 * - `acquired`: an earlier day of the current cycle, signed on its day, its reward paid;
 * - `signed_in`: the day signed today (its reward paid); the next one opens tomorrow;
 * - `receive`: the day signing in today counts as: sign in now to receive its reward;
 * - `in_progress`: a later day of the cycle, reached by signing in on each following day
 *   (a missed day restarts the cycle at day 1).
 */
export const SIGN_IN_DAY_STATES = ['acquired', 'signed_in', 'receive', 'in_progress'] as const;
export type SignInDayState = (typeof SIGN_IN_DAY_STATES)[number];

export const signInDaySchema = z.object({
  /** 1..7. */
  day: z.number().int(),
  reward: decimalString,
  state: z.enum(SIGN_IN_DAY_STATES),
});

/** The published sign-in rules (/signRule): every figure the page states comes from here. */
export const signInRulesSchema = z.object({
  asset: z.string(),
  cycle_days: z.literal(7),
  /** The day boundary: Hong Kong midnight (UTC+8 all year, 16:00 UTC). */
  day_zone: z.literal('Asia/Hong_Kong'),
  /** The reward of each cycle day, as configured now. */
  rewards: z.array(z.object({ day: z.number().int(), reward: decimalString })),
  /** Sum of the seven rewards: a full cycle. */
  cycle_total: decimalString,
  /** One sign-in per user per Hong Kong day. */
  one_per_day: z.literal(true),
  /** A day without a sign-in restarts the cycle at day 1; after day 7 the next sign-in starts a new cycle. */
  missed_day_restarts: z.literal(true),
  /** Rewards are paid from this house account, funded from platform capital; when it cannot pay, sign-in is refused and nothing is recorded. */
  paid_from: z.literal('rewards'),
  /** The user account rewards are credited to (available). */
  credited_to: z.literal('exchange'),
});
export type SignInRules = z.infer<typeof signInRulesSchema>;

/** web/getSignIn: the cycle as /sign shows it (a visitor sees day 1 as `receive` and zeros). */
export const signInStateSchema = z.object({
  asset: z.string(),
  /** Today's Hong Kong date. */
  today: dayDate,
  days: z.array(signInDaySchema),
  /** The cycle day signed today, or the one signing in today would count as. */
  current_day: z.number().int(),
  signed_today: z.boolean(),
  /** True when the last sign-in was before yesterday in an unfinished cycle: today starts again at day 1. */
  cycle_restarted: z.boolean(),
  /** When the next sign-in opens (signed today) or when today's chance ends: the next Hong Kong midnight. */
  next_at: isoTime,
  /** Whether the rewards account holds today's reward now (false: signing in would be refused, not promised). */
  rewards_available: z.boolean(),
  /** Sign-in rewards the user has received in all. */
  total_received: decimalString,
  /** Sign-ins in all. */
  sign_ins: z.number().int(),
});
export type SignInState = z.infer<typeof signInStateSchema>;

/** One sign-in (web/ethSignlog, and the answer of web/sign). */
export const signInRecordSchema = z.object({
  id: idString,
  /** Its Hong Kong date. */
  date: dayDate,
  /** The cycle day it counted as. */
  day: z.number().int(),
  reward: decimalString,
  asset: z.string(),
  created_at: isoTime,
});
export type SignInRecord = z.infer<typeof signInRecordSchema>;

/**
 * A benefit task's status for the user:
 * - `upcoming`: its period has not started;
 * - `in_progress`: not complete yet (progress below target);
 * - `claimable`: complete, the reward can be claimed now;
 * - `claimed`: claimed (once per user);
 * - `ended`: the period is over and it was not claimed;
 * - `exhausted`: the task's reward budget cannot pay another claim.
 * A visitor sees `in_progress` (or upcoming/ended/exhausted) with zero progress.
 */
export const BENEFIT_TASK_STATUSES = ['upcoming', 'in_progress', 'claimable', 'claimed', 'ended', 'exhausted'] as const;
export type BenefitTaskStatus = (typeof BENEFIT_TASK_STATUSES)[number];

export const benefitTaskSchema = z.object({
  id: idString,
  kind: z.enum(BENEFIT_TASK_KINDS),
  /** In the request's language, or English when that language has none (`title_lang` says which). */
  title: z.string(),
  title_lang: z.enum(LANGUAGES),
  description: z.string(),
  asset: z.string(),
  reward: decimalString,
  /**
   * Progress toward the target, measured from the user's records: for `trading_volume` the user's
   * trading turnover within the period in USDT (decimal; today the value of the user's side of each
   * spot trade in a USDT market, the figure the withdrawal turnover rule counts), for the other kinds
   * 0 or 1 (done).
   */
  progress: decimalString,
  target: decimalString,
  /** `usdt` for trading volume, `count` for the one-off tasks. */
  unit: z.enum(['usdt', 'count']),
  status: z.enum(BENEFIT_TASK_STATUSES),
  /** The period within which the task is met (trading volume counts inside it) and claimed; null: open-ended. */
  period_start: isoTime.nullable(),
  period_end: isoTime.nullable(),
  /** What the task's budget can still pay. */
  budget_left: decimalString,
  claimed_at: isoTime.nullable(),
});
export type BenefitTask = z.infer<typeof benefitTaskSchema>;

/** What every benefit page states about how rewards are paid. */
export const benefitRulesSchema = z.object({
  /** Each task can be claimed once per user. */
  once_per_user: z.literal(true),
  paid_from: z.literal('rewards'),
  credited_to: z.literal('exchange'),
  /** Whether the rewards account holds anything now (false: every claim would be refused). */
  rewards_available: z.boolean(),
});

/** One claim (web/getBenefitRecords, and the answer of web/claimBenefit). */
export const benefitClaimSchema = z.object({
  id: idString,
  task_id: idString,
  kind: z.enum(BENEFIT_TASK_KINDS),
  title: z.string(),
  title_lang: z.enum(LANGUAGES),
  amount: decimalString,
  asset: z.string(),
  created_at: isoTime,
});
export type BenefitClaim = z.infer<typeof benefitClaimSchema>;

export const rewardsCalls = defineCalls({
  getSignIn: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: z.object({ state: signInStateSchema, rules: signInRulesSchema }),
    summary: "The 7-day sign-in cycle: each day's reward and state for the user, today's Hong Kong date, and whether the rewards account can pay",
  },
  sign: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ ...once }),
    output: z.object({ record: signInRecordSchema, state: signInStateSchema }),
    summary:
      "Sign in for today (Hong Kong day): pays the cycle day's reward from the rewards account; once per day, refused when the rewards account cannot pay",
  },
  signRule: {
    verbs: ['GET'],
    access: 'anyone',
    input: noInput,
    output: signInRulesSchema,
    summary: 'The sign-in rules: the cycle, the reward per day, the day boundary, a missed day restarting the cycle, who pays',
  },
  ethSignlog: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields() }),
    output: pageOf(signInRecordSchema),
    summary: "The user's sign-ins, newest first",
  },
  getFuli: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: noInput,
    output: z.object({ items: z.array(benefitTaskSchema), rules: benefitRulesSchema }),
    summary: "Benefit tasks on offer with their rewards and periods, and the user's live progress and status for each",
  },
  getBenefitDetail: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: z.object({ id: idField }),
    output: z.object({ task: benefitTaskSchema, rules: benefitRulesSchema }),
    summary: "One benefit task with the user's progress and the rules of its reward",
  },
  claimBenefit: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ task_id: idField, ...once }),
    output: z.object({ claim: benefitClaimSchema, task: benefitTaskSchema }),
    summary: "Claim a completed task's reward (once per user, within its period and budget), paid from the rewards account",
  },
  getBenefitRecords: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ ...pagingFields() }),
    output: pageOf(benefitClaimSchema),
    summary: "The user's benefit claims, newest first",
  },
});

// ---------- Staff desk (finance) ----------

const staffAmount = z
  .string(msg('amount_invalid'))
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, msg('amount_invalid'));
const reason = z.string({ message: 'reason_required' }).trim().min(3, { message: 'reason_required' }).max(500, msg('invalid_input'));
const langText = (max: number) => z.string(msg('invalid_input')).trim().max(max, msg('invalid_input'));

/**
 * Texts per language: English required, the other 12 optional (a missing one shows the English
 * text, and the page says so). JSON bodies send an object; form bodies the object as a JSON string.
 */
function languageTexts(max: number, englishRequired: boolean) {
  const shape = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, lang === 'en' && englishRequired ? langText(max).min(1, msg('invalid_input')) : langText(max).optional()]),
  ) as unknown as Record<Lang, z.ZodType<string | undefined>>;
  const object = z.object(shape).strict();
  return z
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
    .pipe(object);
}

/** Form bodies carry a boolean as "1"/"0" (or "true"/"false"); JSON bodies as a boolean. */
const booleanField = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], msg('invalid_input'))
  .transform((v) => v === true || v === '1' || v === 'true');
/** An ISO instant, or empty/absent for none. */
const optionalInstant = z
  .string(msg('invalid_input'))
  .trim()
  .max(40, msg('invalid_input'))
  .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), msg('invalid_input'))
  .transform((text) => (text === '' ? undefined : new Date(text)))
  .optional();

export const signInRewardsAdminSchema = z.object({
  asset: z.string(),
  rewards: z.array(z.object({ day: z.number().int(), reward: decimalString })),
  cycle_total: decimalString,
});

/** A task as the desk sees it: every language's texts and what it has paid. */
export const benefitTaskAdminSchema = z.object({
  id: idString,
  kind: z.enum(BENEFIT_TASK_KINDS),
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  /** Languages without their own title (they show the English one). */
  missing_languages: z.array(z.enum(LANGUAGES)),
  asset: z.string(),
  reward: decimalString,
  target: decimalString,
  unit: z.enum(['usdt', 'count']),
  period_start: isoTime.nullable(),
  period_end: isoTime.nullable(),
  budget: decimalString,
  spent: decimalString,
  claims: z.number().int(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type BenefitTaskAdmin = z.infer<typeof benefitTaskAdminSchema>;

/** admin/rewardsOverview: the rewards account and what it has paid. */
export const rewardsOverviewSchema = z.object({
  asset: z.string(),
  /** What the rewards account holds now (available). */
  balance: decimalString,
  /** Platform capital moved into it to date. */
  funded_to_date: decimalString,
  paid_sign_in: decimalString,
  paid_benefits: decimalString,
  paid_to_date: decimalString,
  sign_ins: z.number().int(),
  claims: z.number().int(),
  /** Budget left on active tasks: what they could still pay. */
  budget_outstanding: decimalString,
});
export type RewardsOverview = z.infer<typeof rewardsOverviewSchema>;

export const saveBenefitTaskInputSchema = z.object({
  /** Absent: a new task. */
  id: idField.optional(),
  kind: z.enum(BENEFIT_TASK_KINDS, msg('invalid_input')),
  titles: languageTexts(120, true),
  descriptions: languageTexts(2000, false).optional(),
  reward: staffAmount,
  /** Trading volume in USDT for `trading_volume`; ignored (1) for the one-off kinds. */
  target: staffAmount.optional(),
  period_start: optionalInstant,
  period_end: optionalInstant,
  budget: staffAmount,
  active: booleanField,
  sort_order: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(1000, msg('invalid_input')).default(0),
  ...once,
});

export const rewardsDeskCalls = defineCalls({
  signInRewards: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: signInRewardsAdminSchema,
    summary: 'The sign-in reward of each cycle day',
  },
  saveSignInRewards: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({
      day_1: staffAmount,
      day_2: staffAmount,
      day_3: staffAmount,
      day_4: staffAmount,
      day_5: staffAmount,
      day_6: staffAmount,
      day_7: staffAmount,
      ...once,
    }),
    output: signInRewardsAdminSchema,
    summary: 'Set the reward of each of the 7 cycle days (from the next sign-in on; past sign-ins keep what they paid)',
  },
  benefitTasks: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: z.object({ items: z.array(benefitTaskAdminSchema) }),
    summary: 'Every benefit task (inactive too) with its texts in every language, budget and what it has paid',
  },
  saveBenefitTask: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: saveBenefitTaskInputSchema,
    output: benefitTaskAdminSchema,
    summary: 'Create or change a benefit task (titles in 13 languages with English required, reward, target, period, budget); claims made keep what they paid',
  },
  fundRewards: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.adjust',
    idempotent: true,
    input: z.object({ amount: staffAmount, reason, ...once }),
    output: rewardsOverviewSchema,
    summary: 'Move platform capital into the rewards account, which pays sign-in and benefit rewards',
  },
  rewardsOverview: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: noInput,
    output: rewardsOverviewSchema,
    summary: 'The rewards account: its balance, capital put in, rewards paid to date and budgets outstanding',
  },
});
