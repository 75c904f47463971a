import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getReferralSummary, listCommissionsForDesk, listMyCommissions, listMyInvitees, reverseCommission } from '../../modules/referral/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The referral programme: the user's code, income, commissions and invitees; the desk's commission list and reversals (audited). */
export function registerReferralRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'web', 'getMyEarningsAndPromotion', { handler: async (_input, ctx) => ok(await getReferralSummary(ctx.db, ctx.userId)) });
  defineCall(app, services, 'web', 'getMyEarningsDetail', {
    handler: async (input, ctx) =>
      ok(await listMyCommissions(ctx.db, { userId: ctx.userId, status: input.status, level: input.level, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'web', 'getMyPromotion', {
    handler: async (input, ctx) => ok(await listMyInvitees(ctx.db, { userId: ctx.userId, level: input.level, page: input.page, pageSize: input.page_size })),
  });

  defineCall(app, services, 'admin', 'referralCommissions', {
    handler: async (input, ctx) =>
      ok(
        await listCommissionsForDesk(ctx.db, {
          status: input.status,
          userId: input.user_id === undefined ? undefined : BigInt(input.user_id),
          sourceUserId: input.source_user_id === undefined ? undefined : BigInt(input.source_user_id),
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'admin', 'reverseCommission', {
    audit: {
      action: 'finance.reverseCommission',
      target: (input) => `referral_commission:${input.id}`,
      details: (input, value) => ({
        reason: input.reason,
        amount: value?.amount,
        beneficiary_id: value?.beneficiary_id,
        source_user_id: value?.source_user_id,
      }),
    },
    handler: (input, ctx) => reverseCommission(ctx.db, clock, { id: BigInt(input.id), staff: ctx.staff.username, reason: input.reason }),
  });
}
