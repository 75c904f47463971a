import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { REFERRAL_COMMISSION_STATUSES, REFERRAL_SOURCE_KINDS } from '../referral.js';
import { decimalString, defineCalls, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';

/**
 * The four-level referral programme (issue 14 point 4, spec §2 /mypromotion): commissions paid
 * only from trading fees the house actually received, a configured share per level, pending for
 * a hold period (reversible by staff) and then available.
 */

const msg = (name: ErrorName) => ({ message: name });
const levelField = z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(1, msg('invalid_input')).max(4, msg('invalid_input'));

/** The published rules: every share, the depth paid, the hold, and which fees count. */
export const referralRulesSchema = z.object({
  /** Levels paid now (setting referral_depth, 0–4). */
  depth: z.number().int(),
  max_depth: z.number().int(),
  /** Share of each fee per level 1–4, in percent of the fee ("20"); a level beyond `depth` is listed with paid = false. */
  shares: z.array(z.object({ level: z.number().int(), share_pct: decimalString, paid: z.boolean() })),
  /** Hours a commission stays pending (and reversible for self-dealing or wash trading) before it becomes available. */
  hold_hours: z.number().int(),
  /** Only fees charged in this asset pay commissions (a spot buyer's fee is charged in the coin bought and pays none). */
  fee_asset: z.string(),
  /** The fees that pay commissions. */
  source_kinds: z.array(z.enum(REFERRAL_SOURCE_KINDS)),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** Income and head-count of one level. */
export const referralLevelSchema = z.object({
  level: z.number().int(),
  share_pct: decimalString,
  paid: z.boolean(),
  invitees: z.number().int(),
  pending: decimalString,
  available: decimalString,
  reversed: decimalString,
});
export type ReferralLevel = z.infer<typeof referralLevelSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  /** The registration path with the code (`/register?invite=CODE`); the page makes it absolute and draws the QR code. */
  link: z.string(),
  asset: z.string(),
  invitees: z.number().int(),
  pending: decimalString,
  available: decimalString,
  levels: z.array(referralLevelSchema),
  rules: referralRulesSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** A profit row: one commission from one fee. The page builds the remark from source_kind and symbol. */
export const referralCommissionSchema = z.object({
  id: idString,
  level: z.number().int(),
  amount: decimalString,
  asset: z.string(),
  source_kind: z.enum(REFERRAL_SOURCE_KINDS),
  /** The spot market or instrument of the trade that charged the fee. */
  symbol: z.string(),
  fee: decimalString,
  share_pct: decimalString,
  /** The invitee who traded, masked. */
  invitee: z.string(),
  status: z.enum(REFERRAL_COMMISSION_STATUSES),
  created_at: isoTime,
  available_at: isoTime,
  released_at: isoTime.nullable(),
  reversed_at: isoTime.nullable(),
  /** Why staff reversed it. */
  reason: z.string().nullable(),
});
export type ReferralCommissionView = z.infer<typeof referralCommissionSchema>;

/** A head-count row: an invitee at some level, masked. */
export const referralInviteeSchema = z.object({
  id: idString,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  level: z.number().int(),
  registered_at: isoTime,
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const referralCalls = defineCalls({
  getMyEarningsAndPromotion: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: referralSummarySchema,
    summary: 'The invitation code and link, income and head-count per level, and the rules with every share, the depth and the hold',
  },
  getMyEarningsDetail: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ status: z.enum(REFERRAL_COMMISSION_STATUSES, msg('invalid_input')).optional(), level: levelField.optional(), ...pagingFields() }),
    output: pageOf(referralCommissionSchema),
    summary: "The user's commissions, newest first: amount, the fee and market it came from, level, status",
  },
  getMyPromotion: {
    verbs: ['GET'],
    access: 'user',
    input: z.object({ level: levelField.optional(), ...pagingFields() }),
    output: pageOf(referralInviteeSchema),
    summary: "The user's invitees down to four levels, masked, newest first",
  },
});

// ---------- Staff desk (finance) ----------

export const referralCommissionAdminSchema = referralCommissionSchema.extend({
  beneficiary_id: idString,
  source_user_id: idString,
  source_id: idString,
  fee_posting_id: idString,
  reversed_by: z.string().nullable(),
});
export type ReferralCommissionAdmin = z.infer<typeof referralCommissionAdminSchema>;

export const referralDeskCalls = defineCalls({
  referralCommissions: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'finance.read',
    input: z.object({
      status: z.enum(REFERRAL_COMMISSION_STATUSES, msg('invalid_input')).optional(),
      /** The beneficiary. */
      user_id: idField.optional(),
      /** The trader whose fee paid it. */
      source_user_id: idField.optional(),
      ...pagingFields(),
    }),
    output: pageOf(referralCommissionAdminSchema).extend({
      totals: z.object({ pending: decimalString, available: decimalString, reversed: decimalString }),
      rules: referralRulesSchema,
    }),
    summary: 'Referral commissions, newest first, by status, beneficiary or trader, with the totals per status and the current rules',
  },
  reverseCommission: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'finance.review',
    idempotent: true,
    input: z.object({
      id: idField,
      reason: z.string(msg('invalid_input')).trim().min(1, msg('invalid_input')).max(500, msg('invalid_input')),
      request_id: requestIdField,
    }),
    output: referralCommissionAdminSchema,
    summary: 'Return a pending commission (self-dealing, wash trading) to the fee account, with a reason; refused once it is available',
  },
});
