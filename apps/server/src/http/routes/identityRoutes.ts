import {
  checkCodeInputSchema,
  fail,
  formatUnits,
  loginInputSchema,
  ok,
  registerInputSchema,
  sendEmailCodeInputSchema,
  sendPhoneCodeInputSchema,
  tempLoginInputSchema,
  type UserSessionInfo,
  updatePasswordInputSchema,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkCode,
  findUserById,
  listSessions,
  loginUser,
  loginWithCode,
  placeOfIp,
  registerUser,
  resetPassword,
  revokeSession,
  sendVerificationCode,
  toSessionView,
} from '../../modules/identity/index.js';
import { availableBalance } from '../../modules/ledger/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const noInput = z.object({});

export function registerIdentityRoutes(app: FastifyInstance, services: Services): void {
  const web = { scope: 'web' as const };
  const deps = services.identity;

  defineUntypedCall(app, services, {
    ...web,
    name: 'getCode',
    methods: ['POST'],
    auth: 'none',
    input: sendEmailCodeInputSchema,
    summary: 'Send a 6-digit verification code by e-mail (valid 10 minutes, resend after 60 s)',
    rateLimitPerMinute: 5,
    handler: (input, ctx) => sendVerificationCode(deps, { account: input.email, purpose: input.purpose, lang: ctx.lang }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'getTelCode',
    methods: ['POST'],
    auth: 'none',
    input: sendPhoneCodeInputSchema,
    summary: 'Send a 6-digit verification code by SMS',
    rateLimitPerMinute: 5,
    handler: (input, ctx) => sendVerificationCode(deps, { account: input.phone, areaCode: input.area_code, purpose: input.purpose, lang: ctx.lang }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'reg_checkcode',
    methods: ['POST'],
    auth: 'none',
    input: checkCodeInputSchema,
    summary: 'Check a verification code without spending it (each wrong try counts)',
    rateLimitPerMinute: 20,
    handler: (input) => checkCode(deps, { account: input.account, areaCode: input.area_code, code: input.code, purpose: input.purpose }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'userRegister',
    methods: ['POST'],
    auth: 'none',
    input: registerInputSchema,
    summary: 'Register by e-mail or mobile with a verification code; returns a session',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => registerUser(deps, { input, lang: ctx.lang, origin: ctx.origin }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'userLogin',
    methods: ['POST'],
    auth: 'none',
    input: loginInputSchema,
    summary: 'Sign in with e-mail or phone and password; with two-factor on, answers {two_factor: 1, challenge} for userLogin2fa',
    rateLimitPerMinute: 20,
    handler: (input, ctx) => loginUser(deps, { input, origin: ctx.origin }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'tempLogin',
    methods: ['POST'],
    auth: 'none',
    input: tempLoginInputSchema,
    summary: 'Second login variant: sign in with a one-time code sent with purpose "login" (two-factor: as userLogin)',
    rateLimitPerMinute: 20,
    handler: (input, ctx) => loginWithCode(deps, { input, origin: ctx.origin }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'updatePassword',
    methods: ['POST'],
    auth: 'optional-user',
    input: updatePasswordInputSchema,
    summary: 'Forgot or change password with a "reset" code; ends every other session',
    rateLimitPerMinute: 10,
    handler: async (input, ctx) => {
      const changed = await resetPassword(deps, {
        account: input.account,
        areaCode: input.area_code,
        code: input.code,
        password: input.password,
        currentSession: ctx.session,
        origin: ctx.origin,
      });
      return changed.ok ? ok({}) : changed;
    },
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'getInfo',
    methods: ['GET'],
    auth: 'user',
    input: noInput,
    summary: 'The signed-in user (spec §3 Session fields)',
    handler: async (_input, ctx) => {
      const user = await findUserById(services.db, ctx.userId);
      if (!user) return fail('login_required');
      // The spec's session carries the USDT balance: the exchange account's available USDT.
      const usdt = await availableBalance(services.db, ctx.userId, 'exchange', 'USDT');
      return ok(toSessionView(user, formatUnits(usdt, 6)));
    },
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'logout',
    methods: ['POST'],
    auth: 'user',
    input: noInput,
    summary: 'End this session on the server',
    handler: async (_input, ctx) => {
      await revokeSession(services.db, services.clock, { userId: ctx.userId, sessionId: ctx.sessionId, reason: 'logout' });
      return ok({});
    },
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'getSessions',
    methods: ['GET'],
    auth: 'user',
    input: noInput,
    summary: 'Active sessions of the signed-in user',
    handler: async (_input, ctx) => {
      const rows = await listSessions(services.db, services.clock, ctx.userId);
      return ok({
        sessions: rows.map(
          (s): UserSessionInfo => ({
            id: String(s.id),
            created_at: s.createdAt.toISOString(),
            last_seen_at: s.lastSeenAt.toISOString(),
            expires_at: s.expiresAt.toISOString(),
            ip: s.ip,
            place: placeOfIp(s.ip),
            user_agent: s.userAgent,
            current: s.id === ctx.sessionId,
          }),
        ),
      });
    },
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'revokeSession',
    methods: ['POST'],
    auth: 'user',
    input: z.object({ id: z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' }) }),
    summary: 'End one of your sessions (another device)',
    handler: async (input, ctx) => {
      const ended = await revokeSession(services.db, services.clock, { userId: ctx.userId, sessionId: BigInt(input.id), reason: 'revoked' });
      return ended ? ok({}) : fail('not_found');
    },
  });
}
