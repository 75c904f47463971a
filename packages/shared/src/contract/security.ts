import { z } from 'zod';
import {
  bindEmailInputSchema,
  bindPhoneInputSchema,
  changePasswordInputSchema,
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  loginSecondStepInputSchema,
  SECURITY_EVENT_KINDS,
  SECURITY_FACTORS,
  sendBindCodeInputSchema,
  setAntiPhishingInputSchema,
  setSecurityQuestionInputSchema,
} from '../security.js';
import { defineCalls, isoTime, noInput, requestIdField } from './define.js';
import { codeSentSchema, signInAnswerSchema } from './identity.js';

/** A change to what protects the account, as its owner sees it on the security page. */
export const securityEventViewSchema = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: isoTime,
  ip: z.string(),
  place: z.string(),
  user_agent: z.string(),
});
export type SecurityEventView = z.infer<typeof securityEventViewSchema>;

/** Withdrawals held after a security change (spec §9). */
export const withdrawHoldViewSchema = z.object({
  /** When withdrawals open again. */
  until: isoTime,
  /** The change that started it. */
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: isoTime,
});
export type WithdrawHoldView = z.infer<typeof withdrawHoldViewSchema>;

const securityFactorSchema = z.enum(SECURITY_FACTORS);

/** web/securityInfo. */
export const securityOverviewSchema = z.object({
  level: z.enum(['strong', 'weak', 'dangerous']),
  factors: z.record(securityFactorSchema, z.boolean()),
  /** The factors still missing, in the order to set them, each with where. */
  steps: z.array(z.object({ factor: securityFactorSchema, path: z.string() })),
  email: z.string(),
  phone: z.string(),
  question_id: z.number().int().nullable(),
  /** The user's own anti-phishing code (shown back to its owner; '' when unset). */
  anti_phishing: z.string(),
  recovery_codes_left: z.number().int(),
  withdraw_hold: withdrawHoldViewSchema.nullable(),
  hold_hours: z.number().int(),
  events: z.array(securityEventViewSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** What each security change answers, so the page can offer to end other sessions. */
export const securityChangeAnswerSchema = z.object({ other_sessions: z.number().int(), withdraw_hold: withdrawHoldViewSchema.nullable() });
export type SecurityChangeAnswer = z.infer<typeof securityChangeAnswerSchema>;

/** web/revokeOtherSessions. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** web/twoFactorSetup. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** web/twoFactorEnable: the recovery codes are shown once and stored only hashed. */
export const twoFactorEnabledSchema = securityChangeAnswerSchema.extend({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** A change of the signed-in user's protections: POST only, applied once per `request_id`. */
const securityChange = { verbs: ['POST'], access: 'user', idempotent: true } as const;
const once = { request_id: requestIdField };

/** The security centre (/security, /person/setting, /bindphone): what protects an account and the calls that change it. */
export const securityCalls = defineCalls({
  securityInfo: {
    verbs: ['GET'],
    access: 'user',
    input: noInput,
    output: securityOverviewSchema,
    summary: 'Security level, factors and the steps to raise it, anti-phishing code, withdrawal hold and recent security events',
  },
  /** Code sending takes no request id: a repeat is a new code (the resend wait and the rate limit bound it). */
  sendBindCode: {
    verbs: ['POST'],
    access: 'user',
    input: sendBindCodeInputSchema,
    output: codeSentSchema,
    summary: 'Send a 6-digit code (purpose "bind") to an e-mail or phone that no account uses',
  },
  bindemail: {
    ...securityChange,
    input: bindEmailInputSchema.extend(once),
    output: securityChangeAnswerSchema,
    summary: 'Bind or replace the e-mail with its "bind" code (replacing needs the login password; two-factor code when on)',
  },
  bindPhone: {
    ...securityChange,
    // safeExtend: the schema's refinement (a valid number) is kept.
    input: bindPhoneInputSchema.safeExtend(once),
    output: securityChangeAnswerSchema,
    summary: 'Bind or replace the phone with its "bind" code (replacing needs the login password; two-factor code when on)',
  },
  changePassword: {
    ...securityChange,
    input: changePasswordInputSchema.safeExtend(once),
    output: securityChangeAnswerSchema,
    summary: 'Change the login password with the current one; other sessions stay (the answer counts them)',
  },
  revokeOtherSessions: {
    ...securityChange,
    input: z.object(once),
    output: endedSessionsSchema,
    summary: 'End every session of the signed-in user except this one',
  },
  setSecQuestion: {
    ...securityChange,
    input: setSecurityQuestionInputSchema.extend(once),
    output: securityChangeAnswerSchema,
    summary: 'Set the security question (ids 1–3) and its answer, stored hashed; changing one needs the login password',
  },
  setAntiPhishing: {
    ...securityChange,
    input: setAntiPhishingInputSchema.extend(once),
    output: securityChangeAnswerSchema,
    summary: 'Set the anti-phishing code printed in every e-mail the platform sends you',
  },
  twoFactorSetup: {
    ...securityChange,
    input: z.object(once),
    output: twoFactorSetupSchema,
    summary: 'Start two-factor: a new TOTP secret and its otpauth URL (pending until enabled); a repeat answers the same secret',
  },
  twoFactorEnable: {
    ...securityChange,
    input: enableTwoFactorInputSchema.extend(once),
    output: twoFactorEnabledSchema,
    secretAnswerFields: ['recovery_codes'],
    summary: 'Turn two-factor on with the first authenticator code; answers ten one-time recovery codes, once (a replay answers none)',
  },
  twoFactorDisable: {
    ...securityChange,
    input: disableTwoFactorInputSchema.extend(once),
    output: securityChangeAnswerSchema,
    summary: 'Turn two-factor off with an authenticator code or a recovery code',
  },
  /** Sign-in: no request id (a repeat is a new sign-in; the code it spends is single-use). */
  userLogin2fa: {
    verbs: ['POST'],
    access: 'anyone',
    input: loginSecondStepInputSchema,
    output: signInAnswerSchema,
    summary: 'Second step of a sign-in with two-factor: the challenge from userLogin/tempLogin and a code; answers {token, user}',
  },
});
