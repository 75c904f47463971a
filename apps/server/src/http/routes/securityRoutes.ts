import {
  bindEmailInputSchema,
  bindPhoneInputSchema,
  changePasswordInputSchema,
  disableTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  loginSecondStepInputSchema,
  ok,
  sendBindCodeInputSchema,
  setAntiPhishingInputSchema,
  setSecurityQuestionInputSchema,
} from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bindContact,
  changePassword,
  completeTwoFactorLogin,
  disableTwoFactor,
  enableTwoFactor,
  getSecurityOverview,
  revokeOtherSessions,
  type SecurityActor,
  sendBindCode,
  setAntiPhishingCode,
  setSecurityQuestion,
  startTwoFactorSetup,
} from '../../modules/identity/index.js';
import type { UserContext } from '../calls.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const noInput = z.object({});

const actorOf = (ctx: UserContext): SecurityActor => ({ userId: ctx.userId, sessionId: ctx.sessionId, origin: ctx.origin });

/** The security centre (/security, /person/setting, /bindphone): what protects an account and the calls that change it. */
export function registerSecurityRoutes(app: FastifyInstance, services: Services): void {
  const web = { scope: 'web' as const };
  const deps = services.identity;
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    ...web,
    name: 'securityInfo',
    methods: ['GET'],
    auth: 'user',
    input: noInput,
    summary: 'Security level, factors and the steps to raise it, anti-phishing code, withdrawal hold and recent security events',
    handler: (_input, ctx) => getSecurityOverview(db, clock, { userId: ctx.userId }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'sendBindCode',
    methods: ['POST'],
    auth: 'user',
    input: sendBindCodeInputSchema,
    summary: 'Send a 6-digit code (purpose "bind") to an e-mail or phone that no account uses',
    rateLimitPerMinute: 5,
    handler: (input, ctx) =>
      sendBindCode(deps, { userId: ctx.userId, input: { email: input.email, phone: input.phone, areaCode: input.area_code }, lang: ctx.lang }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'bindemail',
    methods: ['POST'],
    auth: 'user',
    input: bindEmailInputSchema,
    summary: 'Bind or replace the e-mail with its "bind" code (replacing needs the login password; two-factor code when on)',
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      bindContact(deps, { actor: actorOf(ctx), input: { email: input.email, code: input.code, password: input.password, totp: input.totp } }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'bindPhone',
    methods: ['POST'],
    auth: 'user',
    input: bindPhoneInputSchema,
    summary: 'Bind or replace the phone with its "bind" code (replacing needs the login password; two-factor code when on)',
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      bindContact(deps, {
        actor: actorOf(ctx),
        input: { phone: input.phone, areaCode: input.area_code, code: input.code, password: input.password, totp: input.totp },
      }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'changePassword',
    methods: ['POST'],
    auth: 'user',
    input: changePasswordInputSchema,
    summary: 'Change the login password with the current one; other sessions stay (the answer counts them)',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => changePassword(deps, { actor: actorOf(ctx), input }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'revokeOtherSessions',
    methods: ['POST'],
    auth: 'user',
    input: noInput,
    summary: 'End every session of the signed-in user except this one',
    handler: async (_input, ctx) => {
      const ended = await revokeOtherSessions(db, clock, { userId: ctx.userId, keepSessionId: ctx.sessionId, reason: 'revoked' });
      return ok({ ended });
    },
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'setSecQuestion',
    methods: ['POST'],
    auth: 'user',
    input: setSecurityQuestionInputSchema,
    summary: 'Set the security question (ids 1–3) and its answer, stored hashed; changing one needs the login password',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => setSecurityQuestion(deps, { actor: actorOf(ctx), input }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'setAntiPhishing',
    methods: ['POST'],
    auth: 'user',
    input: setAntiPhishingInputSchema,
    summary: 'Set the anti-phishing code printed in every e-mail the platform sends you',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => setAntiPhishingCode(deps, { actor: actorOf(ctx), input }),
  });

  registerTwoFactorRoutes(app, services);
}

function registerTwoFactorRoutes(app: FastifyInstance, services: Services): void {
  const web = { scope: 'web' as const };
  const deps = services.identity;

  defineUntypedCall(app, services, {
    ...web,
    name: 'twoFactorSetup',
    methods: ['POST'],
    auth: 'user',
    input: noInput,
    summary: 'Start two-factor: a new TOTP secret and its otpauth URL (pending until enabled)',
    rateLimitPerMinute: 10,
    handler: (_input, ctx) => startTwoFactorSetup(services.db, { userId: ctx.userId }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'twoFactorEnable',
    methods: ['POST'],
    auth: 'user',
    input: enableTwoFactorInputSchema,
    summary: 'Turn two-factor on with the first authenticator code; answers ten one-time recovery codes, once',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => enableTwoFactor(deps, { actor: actorOf(ctx), code: input.code }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'twoFactorDisable',
    methods: ['POST'],
    auth: 'user',
    input: disableTwoFactorInputSchema,
    summary: 'Turn two-factor off with an authenticator code or a recovery code',
    rateLimitPerMinute: 10,
    handler: (input, ctx) => disableTwoFactor(deps, { actor: actorOf(ctx), code: input.code }),
  });

  defineUntypedCall(app, services, {
    ...web,
    name: 'userLogin2fa',
    methods: ['POST'],
    auth: 'none',
    input: loginSecondStepInputSchema,
    summary: 'Second step of a sign-in with two-factor: the challenge from userLogin/tempLogin and a code; answers {token, user}',
    rateLimitPerMinute: 20,
    handler: (input, ctx) => completeTwoFactorLogin(deps, { input, origin: ctx.origin }),
  });
}
