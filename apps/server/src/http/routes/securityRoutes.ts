import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
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
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

const actorOf = (ctx: UserContext): SecurityActor => ({ userId: ctx.userId, sessionId: ctx.sessionId, origin: ctx.origin });

/**
 * The security centre (/security, /person/setting, /bindphone): what protects an account and the
 * calls that change it. Every change takes a `request_id` (contract/security.ts), so a retried
 * change applies once and answers what the first did.
 */
export function registerSecurityRoutes(app: FastifyInstance, services: Services): void {
  const deps = services.identity;
  const { clock } = services;

  defineCall(app, services, 'web', 'securityInfo', { handler: (_input, ctx) => getSecurityOverview(ctx.db, clock, { userId: ctx.userId }) });
  defineCall(app, services, 'web', 'sendBindCode', {
    rateLimitPerMinute: 5,
    handler: (input, ctx) =>
      sendBindCode(deps, { userId: ctx.userId, input: { email: input.email, phone: input.phone, areaCode: input.area_code }, lang: ctx.lang }),
  });
  defineCall(app, services, 'web', 'bindemail', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      bindContact(deps, { actor: actorOf(ctx), input: { email: input.email, code: input.code, password: input.password, totp: input.totp } }),
  });
  defineCall(app, services, 'web', 'bindPhone', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      bindContact(deps, {
        actor: actorOf(ctx),
        input: { phone: input.phone, areaCode: input.area_code, code: input.code, password: input.password, totp: input.totp },
      }),
  });
  defineCall(app, services, 'web', 'changePassword', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => changePassword(deps, { actor: actorOf(ctx), input }),
  });
  defineCall(app, services, 'web', 'revokeOtherSessions', {
    handler: async (_input, ctx) =>
      ok({ ended: await revokeOtherSessions(ctx.db, clock, { userId: ctx.userId, keepSessionId: ctx.sessionId, reason: 'revoked' }) }),
  });
  defineCall(app, services, 'web', 'setSecQuestion', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => setSecurityQuestion(deps, { actor: actorOf(ctx), input }),
  });
  defineCall(app, services, 'web', 'setAntiPhishing', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => setAntiPhishingCode(deps, { actor: actorOf(ctx), input }),
  });

  registerTwoFactorRoutes(app, services);
}

function registerTwoFactorRoutes(app: FastifyInstance, services: Services): void {
  const deps = services.identity;

  defineCall(app, services, 'web', 'twoFactorSetup', {
    rateLimitPerMinute: 10,
    handler: (_input, ctx) => startTwoFactorSetup(ctx.db, { userId: ctx.userId }),
  });
  defineCall(app, services, 'web', 'twoFactorEnable', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => enableTwoFactor(deps, { actor: actorOf(ctx), code: input.code }),
  });
  defineCall(app, services, 'web', 'twoFactorDisable', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => disableTwoFactor(deps, { actor: actorOf(ctx), code: input.code }),
  });
  defineCall(app, services, 'web', 'userLogin2fa', {
    rateLimitPerMinute: 20,
    handler: (input, ctx) => completeTwoFactorLogin(deps, { input, origin: ctx.origin }),
  });
}
