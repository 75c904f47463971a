import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { flagUser, listNearLimits, listQuickWithdrawals, listRelatedTrades, listReviewFlags, unflagUser } from '../../modules/surveillance/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Surveillance basics (issue 19 §6): three read-only reports, and the review flag (audited with its reason). */
export function registerAdminSurveillanceRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  const paging = (input: { page: number; page_size: number }) => ({ page: input.page, pageSize: input.page_size });

  defineCall(app, services, 'admin', 'surveillanceRelatedTrades', { handler: async (input, ctx) => ok(await listRelatedTrades(ctx.db, clock, paging(input))) });
  defineCall(app, services, 'admin', 'surveillanceQuickWithdrawals', {
    handler: async (input, ctx) => ok(await listQuickWithdrawals(ctx.db, clock, paging(input))),
  });
  defineCall(app, services, 'admin', 'surveillanceNearLimits', { handler: async (input, ctx) => ok(await listNearLimits(ctx.db, clock, paging(input))) });
  defineCall(app, services, 'admin', 'surveillanceFlags', { handler: async (input, ctx) => ok(await listReviewFlags(ctx.db, paging(input))) });
  defineCall(app, services, 'admin', 'flagUser', {
    audit: { action: 'users.flag', target: (input) => `user:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: (input, ctx) => flagUser(ctx.db, clock, { userId: BigInt(input.id), reason: input.reason, staff: ctx.staff.username }),
  });
  defineCall(app, services, 'admin', 'unflagUser', {
    audit: { action: 'users.unflag', target: (input) => `user:${input.id}`, details: (input) => ({ reason: input.reason }) },
    handler: (input, ctx) => unflagUser(ctx.db, { userId: BigInt(input.id) }),
  });
}
