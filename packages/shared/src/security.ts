import { z } from 'zod';
import { isValidEmail, toE164 } from './accounts.js';
import type { SignInOrChallenge, TwoFactorChallenge } from './contract/identity.js';
import type { ErrorName } from './errors.js';
import { isStrongPassword } from './schemas.js';

/**
 * The security centre (/security, /person/setting, /bindphone, /bindmpwd): what protects an
 * account, how strong that is, and the calls that change it. Request schemas are shared by
 * the server (authoritative) and the forms (as-you-type); issue messages are ErrorNames. The
 * answers' shapes are the call contract's (contract/security.ts).
 */
const msg = (name: ErrorName) => ({ message: name });

/** What counts towards the security level. */
export const SECURITY_FACTORS = ['phone', 'email', 'tpwd', 'two_factor', 'question'] as const;
export type SecurityFactor = (typeof SECURITY_FACTORS)[number];
export type SecurityLevel = 'strong' | 'weak' | 'dangerous';

/** Where each factor is set up (desktop paths; the phone site prefixes /m). */
export const SECURITY_FACTOR_PATH: Record<SecurityFactor, string> = {
  phone: '/bindphone',
  email: '/security#email',
  tpwd: '/bindmpwd',
  two_factor: '/security#two-factor',
  question: '/security#question',
};

/** All five set: strong; three or four: weak; fewer: dangerous. */
export function securityLevelOf(set: Record<SecurityFactor, boolean>): SecurityLevel {
  const count = SECURITY_FACTORS.filter((factor) => set[factor]).length;
  if (count === SECURITY_FACTORS.length) return 'strong';
  return count >= 3 ? 'weak' : 'dangerous';
}

/** Spec §3 Security question: ids 1 to 3 (best childhood friend, idol, most longed-for place). */
export const SECURITY_QUESTION_IDS = [1, 2, 3] as const;

/** Changes after which withdrawals are held (spec §9: manual review after security or password changes). */
export const SECURITY_EVENT_KINDS = [
  'password',
  'phone',
  'email',
  'two_factor_on',
  'two_factor_off',
  'tpwd_change',
  'question',
  'anti_phishing',
  // Support removed two-factor after checking the holder's identity (staff console).
  'two_factor_reset',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
export const HOLDING_EVENT_KINDS: readonly SecurityEventKind[] = [
  'password',
  'phone',
  'email',
  'two_factor_on',
  'two_factor_off',
  'tpwd_change',
  'two_factor_reset',
];
export const WITHDRAW_HOLD_HOURS = 24;

/** A first sign-in step answered the challenge for web/userLogin2fa (two-factor on) rather than a session. */
export function isTwoFactorChallenge(answer: SignInOrChallenge): answer is TwoFactorChallenge {
  return 'two_factor' in answer && answer.two_factor === 1;
}

/** How long the second step of a sign-in may take, and how many codes it may try. */
export const LOGIN_CHALLENGE_MINUTES = 5;
export const LOGIN_CHALLENGE_ATTEMPTS = 5;

/** A 6-digit authenticator code or a recovery code (xxxx-xxxx); required by security changes while two-factor is on. */
const secondFactorField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const password = z.string(msg('password_empty')).min(1, msg('password_empty'));
const optionalPassword = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const codeField = z
  .string(msg('code_empty'))
  .trim()
  .min(1, msg('code_empty'))
  .regex(/^\d{6}$/, msg('code_wrong'));
const emailField = z
  .string(msg('account_empty'))
  .trim()
  .min(1, msg('account_empty'))
  .refine((v) => isValidEmail(v), msg('email_invalid'));
const areaCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, msg('mobile_invalid'))
  .optional();

/** web/sendBindCode: a code to an e-mail or phone the user wants to bind (it must be unused). */
export const sendBindCodeInputSchema = z
  .object({
    email: z.string().trim().optional(),
    phone: z.string().trim().optional(),
    area_code: areaCode,
  })
  .superRefine((v, ctx) => {
    if (v.email) {
      if (!isValidEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_invalid' satisfies ErrorName });
    } else if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'mobile_empty' satisfies ErrorName });
    else if (!toE164(v.phone, v.area_code)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'mobile_invalid' satisfies ErrorName });
  });

/** web/bindemail. `password` is required when replacing an e-mail already bound. */
export const bindEmailInputSchema = z.object({ email: emailField, code: codeField, password: optionalPassword, totp: secondFactorField });

/** web/bindPhone. `password` is required when replacing a phone already bound. */
export const bindPhoneInputSchema = z
  .object({
    phone: z.string(msg('mobile_empty')).trim().min(1, msg('mobile_empty')),
    area_code: areaCode,
    code: codeField,
    password: optionalPassword,
    totp: secondFactorField,
  })
  .refine((v) => toE164(v.phone, v.area_code) !== undefined, { message: 'mobile_invalid' satisfies ErrorName, path: ['phone'] });

/** web/changePassword: change the login password knowing the current one. */
export const changePasswordInputSchema = z
  .object({
    old_password: password,
    password: z.string(msg('password_empty')).min(1, msg('password_empty')).refine(isStrongPassword, msg('password_weak')),
    password2: password,
    totp: secondFactorField,
  })
  .refine((v) => v.password === v.password2, { message: 'passwords_differ' satisfies ErrorName, path: ['password2'] });

/** web/setSecQuestion. Changing a question already set needs the login password. */
export const setSecurityQuestionInputSchema = z.object({
  question_id: z.coerce
    .number()
    .int()
    .refine((v) => (SECURITY_QUESTION_IDS as readonly number[]).includes(v), msg('question_invalid')),
  answer: z.string(msg('security_answer_invalid')).trim().min(2, msg('security_answer_invalid')).max(64, msg('security_answer_invalid')),
  password: optionalPassword,
  totp: secondFactorField,
});

/** web/setAntiPhishing: 4–20 letters or digits, printed in every e-mail the platform sends. */
export const setAntiPhishingInputSchema = z.object({
  code: z
    .string(msg('anti_phishing_invalid'))
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/, msg('anti_phishing_invalid')),
  totp: secondFactorField,
});

/** web/twoFactorEnable: the first code from the app proves the secret was saved. */
export const enableTwoFactorInputSchema = z.object({
  code: z
    .string(msg('totp_required'))
    .trim()
    .regex(/^\d{6}$/, msg('totp_required')),
});

/** web/twoFactorDisable: a current code or a recovery code. */
export const disableTwoFactorInputSchema = z.object({ code: z.string(msg('totp_required')).trim().min(1, msg('totp_required')) });

/** web/userLogin2fa: the second step of a sign-in. */
export const loginSecondStepInputSchema = z.object({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, msg('challenge_expired')),
  code: z.string(msg('totp_required')).trim().min(1, msg('totp_required')),
});
