import { z } from 'zod';
import {
  checkCodeInputSchema,
  loginInputSchema,
  registerInputSchema,
  sendEmailCodeInputSchema,
  sendPhoneCodeInputSchema,
  tempLoginInputSchema,
  updatePasswordInputSchema,
} from '../schemas.js';
import { decimalString, defineCalls, emptyOutput, idField, idString, isoTime, noInput, requestIdField } from './define.js';

/** The spec's Session fields (§3) under the spec's names: web/getInfo and `user` in sign-in answers. */
export const sessionViewSchema = z.object({
  /** Negative for a demo identity (packages/shared demo.ts). */
  id: z.string().regex(/^-?\d+$/),
  /** The phone, else the e-mail, cut to 12 characters (spec §3). */
  account: z.string(),
  name: z.string(),
  invitation_code: z.string(),
  email: z.string(),
  phone: z.string(),
  /** 0 means not set (spec §3). */
  transaction_password: z.union([z.literal(0), z.literal(1)]),
  bank_name: z.string(),
  bank_number: z.string(),
  alipay_account: z.string(),
  weixin_nickname: z.string(),
  weixin_account: z.string(),
  /** Exchange-account USDT balance. */
  usdt: decimalString,
  nationality: z.string(),
  lang: z.string(),
  created_at: isoTime,
  /** A demo identity (virtual money in the demo ledger book, packages/shared demo.ts). */
  demo: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** A new session: userRegister, userLogin2fa, and userLogin/tempLogin without two-factor. */
export const signInAnswerSchema = z.object({ token: z.string(), user: sessionViewSchema });
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** userLogin / tempLogin answer this instead of a token when two-factor is on. */
export const twoFactorChallengeSchema = z.object({ two_factor: z.literal(1), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** What web/userLogin and web/tempLogin answer: a session, or the second step to take with web/userLogin2fa. */
export const signInOrChallengeSchema = z.union([signInAnswerSchema, twoFactorChallengeSchema]);
export type SignInOrChallenge = z.infer<typeof signInOrChallengeSchema>;

/** A code was sent: resend after `wait` seconds, valid `ttl` seconds (getCode, getTelCode, sendBindCode). */
export const codeSentSchema = z.object({ wait: z.number().int(), ttl: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** One signed-in session of the user (web/getSessions). */
export const userSessionInfoSchema = z.object({
  id: idString,
  created_at: isoTime,
  last_seen_at: isoTime,
  expires_at: isoTime,
  ip: z.string(),
  /** Coarse place of the IP: an ISO 3166 country code, 'local' for loopback and private networks, '' when unknown. */
  place: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
export type UserSessionInfo = z.infer<typeof userSessionInfoSchema>;

export const sessionListSchema = z.object({ sessions: z.array(userSessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * Sign-up, sign-in and code sending are not idempotent calls (no `request_id`): a repeat is a new
 * sign-in or a new code, and their callers are visitors, whom request ids are not kept for.
 */
const visitorPost = { verbs: ['POST'], access: 'anyone' } as const;

/** Sign-up, sign-in and sessions (spec §2 /login, /register, /forgetpwd, /person/setting). */
export const identityCalls = defineCalls({
  getCode: {
    ...visitorPost,
    input: sendEmailCodeInputSchema,
    output: codeSentSchema,
    summary: 'Send a 6-digit verification code by e-mail (valid 10 minutes, resend after 60 s)',
  },
  getTelCode: { ...visitorPost, input: sendPhoneCodeInputSchema, output: codeSentSchema, summary: 'Send a 6-digit verification code by SMS' },
  reg_checkcode: {
    ...visitorPost,
    input: checkCodeInputSchema,
    output: z.object({ valid: z.literal(true) }),
    summary: 'Check a verification code without spending it (each wrong try counts)',
  },
  userRegister: {
    ...visitorPost,
    input: registerInputSchema,
    output: signInAnswerSchema,
    summary: 'Register by e-mail or mobile with a verification code; returns a session',
  },
  userLogin: {
    ...visitorPost,
    input: loginInputSchema,
    output: signInOrChallengeSchema,
    summary: 'Sign in with e-mail or phone and password; with two-factor on, answers {two_factor: 1, challenge} for userLogin2fa',
  },
  tempLogin: {
    ...visitorPost,
    input: tempLoginInputSchema,
    output: signInOrChallengeSchema,
    summary: 'Second login variant: sign in with a one-time code sent with purpose "login" (two-factor: as userLogin)',
  },
  /**
   * No request id: mostly a visitor's call (forgot password), and the `reset` code it spends makes
   * it apply once; a repeat answers that the code was used.
   */
  updatePassword: {
    ...visitorPost,
    session: 'optional',
    input: updatePasswordInputSchema,
    output: emptyOutput,
    summary: 'Forgot or change password with a "reset" code; ends every other session',
  },
  getInfo: { verbs: ['GET'], access: 'user', input: noInput, output: sessionViewSchema, summary: 'The signed-in user (spec §3 Session fields)' },
  /** No request id: the first logout ends the token, so a repeat cannot sign in to be answered twice (it answers 1000). */
  logout: { verbs: ['POST'], access: 'user', input: noInput, output: emptyOutput, summary: 'End this session on the server' },
  getSessions: { verbs: ['GET'], access: 'user', input: noInput, output: sessionListSchema, summary: 'Active sessions of the signed-in user' },
  revokeSession: {
    verbs: ['POST'],
    access: 'user',
    idempotent: true,
    input: z.object({ id: idField, request_id: requestIdField }),
    output: emptyOutput,
    summary: 'End one of your sessions (another device)',
  },
});
