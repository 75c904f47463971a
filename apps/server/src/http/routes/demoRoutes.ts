import type { FastifyInstance } from 'fastify';
import { getDemo, resetDemo, startDemo, topUpDemo } from '../../modules/demo/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The demo account (issue 17): a demo identity's session, its standing, top-up and reset. */
export function registerDemoRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, exchange } = services;

  defineCall(app, services, 'web', 'demoLogin', {
    rateLimitPerMinute: 10,
    handler: (_input, ctx) => startDemo(db, clock, { callerId: ctx.session?.userId, lang: ctx.lang, origin: ctx.origin }),
  });
  defineCall(app, services, 'web', 'getDemo', { handler: (_input, ctx) => getDemo(ctx.db, ctx.userId) });
  defineCall(app, services, 'web', 'topUpDemo', { handler: (input, ctx) => topUpDemo(db, ctx.userId, input.request_id) });
  defineCall(app, services, 'web', 'resetDemo', { handler: (input, ctx) => resetDemo({ db, clock, exchange }, ctx.userId, input.request_id) });
}
