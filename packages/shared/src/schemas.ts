import { z } from 'zod';
import { isCountryCode, isValidEmail, toE164 } from './accounts.js';
import type { ErrorName } from './errors.js';

/**
 * Request schemas shared by the server (authoritative) and the web forms (as-you-type).
 * Every issue message is an ErrorName, translated by the caller from `errors.<name>`.
 */
const msg = (name: ErrorName) => ({ message: name });

export const CODE_PURPOSES = ['register', 'login', 'reset'] as const;
/** `bind` codes go only to an e-mail or phone a signed-in user is binding (web/sendBindCode). */
export type CodePurpose = (typeof CODE_PURPOSES)[number] | 'bind';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** 8–64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[A-Za-z]/.test(password) && /\d/.test(password);
}

const passwordField = z.string(msg('password_empty')).min(1, msg('password_empty')).refine(isStrongPassword, msg('password_weak'));
const codeField = z
  .string(msg('code_empty'))
  .trim()
  .min(1, msg('code_empty'))
  .regex(/^\d{6}$/, msg('code_wrong'));
const callingCodeField = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, msg('mobile_invalid'))
  .optional();
/** Form bodies carry booleans as "1"/"true"/"on". */
const formBoolean = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const registerInputSchema = z
  .object({
    type: z.enum(['email', 'mobile'], msg('invalid_input')),
    account: z.string(msg('account_empty')).trim().min(1, msg('account_empty')),
    area_code: callingCodeField,
    code: codeField,
    password: passwordField,
    password2: z.string(msg('password_empty')).min(1, msg('password_empty')),
    agree: formBoolean.refine((v) => v, msg('agreement_required')),
    nationality: z
      .string(msg('nationality_required'))
      .trim()
      .min(1, msg('nationality_required'))
      .refine((v) => isCountryCode(v.toUpperCase()), msg('nationality_required')),
    invitation_code: z.string().trim().max(16).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'email' && !isValidEmail(input.account)) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'email_invalid' satisfies ErrorName });
    }
    if (input.type === 'mobile' && !toE164(input.account, input.area_code)) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'mobile_invalid' satisfies ErrorName });
    }
    if (input.password !== input.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: 'passwords_differ' satisfies ErrorName });
    }
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  account: z.string(msg('account_password_empty')).trim().min(1, msg('account_password_empty')),
  password: z.string(msg('account_password_empty')).min(1, msg('account_password_empty')),
  area_code: callingCodeField,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const tempLoginInputSchema = z.object({
  account: z.string(msg('account_empty')).trim().min(1, msg('account_empty')),
  area_code: callingCodeField,
  code: codeField,
});
export type TempLoginInput = z.infer<typeof tempLoginInputSchema>;

export const sendEmailCodeInputSchema = z.object({
  email: z
    .string(msg('account_empty'))
    .trim()
    .min(1, msg('account_empty'))
    .refine((v) => isValidEmail(v), msg('email_invalid')),
  purpose: z.enum(CODE_PURPOSES, msg('invalid_input')),
});

export const sendPhoneCodeInputSchema = z
  .object({
    phone: z.string(msg('mobile_empty')).trim().min(1, msg('mobile_empty')),
    area_code: callingCodeField,
    purpose: z.enum(CODE_PURPOSES, msg('invalid_input')),
  })
  .refine((v) => toE164(v.phone, v.area_code) !== undefined, { message: 'mobile_invalid' satisfies ErrorName, path: ['phone'] });

export const checkCodeInputSchema = z.object({
  account: z.string(msg('account_empty')).trim().min(1, msg('account_empty')),
  area_code: callingCodeField,
  code: codeField,
  purpose: z.enum(CODE_PURPOSES, msg('invalid_input')).default('register'),
});

export const updatePasswordInputSchema = z
  .object({
    account: z.string(msg('account_empty')).trim().min(1, msg('account_empty')),
    area_code: callingCodeField,
    code: codeField,
    password: passwordField,
    password2: z.string(msg('password_empty')).min(1, msg('password_empty')),
  })
  .refine((v) => v.password === v.password2, { message: 'passwords_differ' satisfies ErrorName, path: ['password2'] });

export const nonceSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/);

export const staffLoginInputSchema = z.object({
  username: z.string(msg('account_password_empty')).trim().min(1, msg('account_password_empty')),
  password: z.string(msg('account_password_empty')).min(1, msg('account_password_empty')),
  /**
   * Empty only at a first sign-in or after a TOTP reset: the member then gets a setup step
   * (admin/completeStaffSetup) instead of a session; an enrolled member's empty code is refused.
   */
  totp: z
    .string(msg('totp_required'))
    .trim()
    .regex(/^(\d{6})?$/, msg('totp_required'))
    .default(''),
});
