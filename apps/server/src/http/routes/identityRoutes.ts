import { fail, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  checkCode,
  getSessionUser,
  listUserSessions,
  loginUser,
  loginWithCode,
  registerUser,
  resetPassword,
  revokeSession,
  sendVerificationCode,
} from '../../modules/identity/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Sign-up, sign-in and sessions (spec §2 /login, /register, /forgetpwd, /person/setting). */
export function registerIdentityRoutes(app: FastifyInstance, services: Services): void {
  const deps = services.identity;
  const { clock } = services;

  defineCall(app, services, 'web', 'getCode', {
    rateLimitPerMinute: 5,
    handler: (input, ctx) => sendVerificationCode(deps, { account: input.email, purpose: input.purpose, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'getTelCode', {
    rateLimitPerMinute: 5,
    handler: (input, ctx) => sendVerificationCode(deps, { account: input.phone, areaCode: input.area_code, purpose: input.purpose, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'reg_checkcode', {
    rateLimitPerMinute: 20,
    handler: (input) => checkCode(deps, { account: input.account, areaCode: input.area_code, code: input.code, purpose: input.purpose }),
  });
  defineCall(app, services, 'web', 'userRegister', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => registerUser(deps, { input, lang: ctx.lang, origin: ctx.origin }),
  });
  defineCall(app, services, 'web', 'userLogin', { rateLimitPerMinute: 20, handler: (input, ctx) => loginUser(deps, { input, origin: ctx.origin }) });
  defineCall(app, services, 'web', 'tempLogin', { rateLimitPerMinute: 20, handler: (input, ctx) => loginWithCode(deps, { input, origin: ctx.origin }) });
  defineCall(app, services, 'web', 'updatePassword', {
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
  defineCall(app, services, 'web', 'getInfo', { handler: (_input, ctx) => getSessionUser(ctx.db, { userId: ctx.userId }) });
  defineCall(app, services, 'web', 'logout', {
    handler: async (_input, ctx) => {
      await revokeSession(ctx.db, clock, { userId: ctx.userId, sessionId: ctx.sessionId, reason: 'logout' });
      return ok({});
    },
  });
  defineCall(app, services, 'web', 'getSessions', {
    handler: async (_input, ctx) => ok(await listUserSessions(ctx.db, clock, { userId: ctx.userId, currentSessionId: ctx.sessionId })),
  });
  defineCall(app, services, 'web', 'revokeSession', {
    handler: async (input, ctx) => {
      const ended = await revokeSession(ctx.db, clock, { userId: ctx.userId, sessionId: BigInt(input.id), reason: 'revoked' });
      return ended ? ok({}) : fail('not_found');
    },
  });
}
