import { z } from 'zod';
import { staffLoginInputSchema } from '../schemas.js';
import { defineCalls, emptyOutput, idField, idString, isoTime, noInput, pageOf, pagingFields, requestIdField } from './define.js';
import { sessionViewSchema } from './identity.js';
import { staffSetupChallengeSchema } from './staff.js';
import { reviewFlagSchema } from './surveillance.js';
import { userBalanceRowSchema } from './userDesk.js';

/** The staff console (`/api/admin/*`): staff sign-in, users, the Outbox, the audit log and platform settings. */

const msg = { message: 'invalid_input' } as const;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The signed-in staff member (admin/me, and `staff` of admin/login). */
export const staffViewSchema = z.object({ id: idString, username: z.string(), roles: z.array(z.string()) });
export type StaffView = z.infer<typeof staffViewSchema>;

export const staffSignInSchema = z.object({ token: z.string(), staff: staffViewSchema });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** A row of the user search (admin/users). */
export const userSummarySchema = z.object({
  id: idString,
  account: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string(),
  status: z.enum(USER_STATUSES),
  invitation_code: z.string(),
  created_at: isoTime,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** One user as staff see them (admin/user): the session fields of web/getInfo plus what only staff see. */
export const userDetailSchema = sessionViewSchema.extend({
  status: z.enum(USER_STATUSES),
  /** Failed sign-in steps against the account from every address in the current window. */
  failed_login_count: z.number().int(),
  /** Sign-in paused for every address until then (the per-account ceiling); pauses of one address are not shown. */
  locked_until: isoTime.nullable(),
  inviter_id: idString.nullable(),
  /** Two-factor authentication is on (support can reset it after an identity check). */
  two_factor: z.boolean(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** One live session of a user, as staff see it. */
export const userSessionRowSchema = z.object({
  id: idString,
  created_at: isoTime,
  last_seen_at: isoTime,
  expires_at: isoTime,
  ip: z.string(),
  user_agent: z.string(),
});
export type UserSessionRow = z.infer<typeof userSessionRowSchema>;

export const userAnswerSchema = z.object({
  user: userDetailSchema,
  sessions: z.array(userSessionRowSchema),
  /** Every ledger account of the user with a balance, every asset, exact (issue 19: read from the ledger). */
  balances: z.array(userBalanceRowSchema),
  /** The user's review flag (surveillance), or null. */
  flag: reviewFlagSchema.nullable(),
  /** Withdrawals held after a security change (or a two-factor reset) until then, or null. */
  withdraw_hold_until: isoTime.nullable(),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const outboxMessageSchema = z.object({
  id: idString,
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  source: z.string(),
  created_at: isoTime,
  /** The message carries a verification code this staff member may not read: it shows as REDACTED_CODE. */
  code_redacted: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Only super admins read verification codes in the Outbox (and each view revealing new ones is audited). */
export const outboxPageSchema = pageOf(outboxMessageSchema).extend({ codes_visible: z.boolean() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const auditEntryViewSchema = z.object({
  id: idString,
  at: isoTime,
  staff_username: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

/** admin/auditVerify: the first entry whose hash does not fit, or null. */
export const auditVerdictSchema = z.object({ ok: z.boolean(), checked: z.number().int(), first_bad_id: idString.nullable() });
export type AuditVerdict = z.infer<typeof auditVerdictSchema>;

export const settingViewSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  /** null for a default that nobody has changed yet. */
  updated_at: isoTime.nullable(),
  updated_by: z.string(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

/** A setting's new value, sent as JSON text (`true`, `10`, `"text"`) and parsed here. */
const settingValueField = z
  .string(msg)
  .min(1, msg)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'invalid_input' });
      return z.NEVER;
    }
  });

const staffRead = { verbs: ['GET'], access: 'staff' } as const;
const staffAction = { verbs: ['POST'], access: 'staff', idempotent: true } as const;

export const adminCalls = defineCalls({
  login: {
    verbs: ['POST'],
    access: 'anyone',
    input: staffLoginInputSchema,
    // A member who must still set their password or enrol TOTP gets a setup step instead of a session.
    output: z.union([staffSignInSchema, staffSetupChallengeSchema]),
    summary:
      'Staff sign-in: username, password and the current TOTP code (each attempt is audited); at first sign-in or after a reset, a setup step (admin/completeStaffSetup)',
  },
  logout: { verbs: ['POST'], access: 'staff', input: noInput, output: emptyOutput, summary: 'End the staff session' },
  me: { ...staffRead, input: noInput, output: staffViewSchema, summary: 'The signed-in staff member' },
  users: {
    ...staffRead,
    permission: 'users.read',
    input: z.object({ q: z.string(msg).max(100, msg).default(''), ...pagingFields(200) }),
    output: pageOf(userSummarySchema),
    summary: 'Search users by e-mail, phone, id or invitation code',
  },
  user: {
    ...staffRead,
    permission: 'users.read',
    input: z.object({ id: idField }),
    output: userAnswerSchema,
    summary: 'One user with their sessions',
  },
  setUserStatus: {
    ...staffAction,
    permission: 'users.status',
    input: z.object({
      id: idField,
      status: z.enum(USER_STATUSES, msg),
      reason: z.string(msg).trim().min(3, msg).max(500, msg),
      request_id: requestIdField,
    }),
    output: z.object({ previous: z.enum(USER_STATUSES) }),
    summary: 'Disable or re-enable a user, with a reason (disabling ends their sessions)',
  },
  outbox: {
    ...staffRead,
    permission: 'outbox.read',
    input: z.object({ channel: z.enum(OUTBOX_CHANNELS, msg).optional(), q: z.string(msg).max(100, msg).default(''), ...pagingFields(200) }),
    output: outboxPageSchema,
    summary: 'Messages the platform delivered (local SMTP sink and SMS outbox); verification codes only for super admins, each reveal audited',
  },
  audit: {
    ...staffRead,
    permission: 'audit.read',
    input: z.object(pagingFields(200)),
    output: pageOf(auditEntryViewSchema),
    summary: 'The append-only, hash-chained audit log, newest first',
  },
  auditVerify: {
    ...staffRead,
    permission: 'audit.read',
    input: noInput,
    output: auditVerdictSchema,
    summary: 'Recompute the audit hash chain and report the first entry that does not fit',
  },
  settings: {
    ...staffRead,
    permission: 'settings.read',
    input: noInput,
    output: z.object({ items: z.array(settingViewSchema) }),
    summary: 'Platform settings and who last changed them',
  },
  updateSetting: {
    ...staffAction,
    permission: 'settings.write',
    input: z.object({ key: z.string(msg).min(1, msg).max(100, msg), value: settingValueField, request_id: requestIdField }),
    output: z.object({ previous: z.unknown() }),
    summary: 'Change a platform setting (value as JSON text)',
  },
});
