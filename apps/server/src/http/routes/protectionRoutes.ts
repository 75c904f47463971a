import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getAppropriatenessStatus, getProtection, submitAppropriateness } from '../../modules/protection/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Retail protection (issue 18): the caller's jurisdiction profile and risk warning, the appropriateness questionnaire. */
export function registerProtectionRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  defineCall(app, services, 'web', 'getProtection', { handler: async (_input, ctx) => ok(await getProtection(ctx.db, clock, ctx.session?.userId)) });
  defineCall(app, services, 'web', 'getAppropriateness', { handler: async (_input, ctx) => ok(await getAppropriatenessStatus(ctx.db, clock, ctx.userId)) });
  defineCall(app, services, 'web', 'submitAppropriateness', {
    handler: (input, ctx) =>
      submitAppropriateness(db, clock, {
        userId: ctx.userId,
        answers: { leverage: input.leverage, margin: input.margin, liquidation: input.liquidation, loss: input.loss, risk: input.risk },
      }),
  });
}
