import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { listDeliveryOrders } from '../../modules/delivery/index.js';
import { listPositions } from '../../modules/derivatives/index.js';
import { listEarnOrders } from '../../modules/earn/index.js';
import { listSecurityEventsPage, resendCode, resetTwoFactor, revokeUserSessions, unlockSignIn } from '../../modules/identity/index.js';
import { listAccountLog } from '../../modules/ledger/index.js';
import { listUserLoans } from '../../modules/loans/index.js';
import { listOrders } from '../../modules/spot/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Reading a user's lists is audited once per staff session, tab and page within this window. */
const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;
const viewAudit = (tab: string) => ({
  action: 'users.viewActivity',
  repeatWindowMs: VIEW_AUDIT_WINDOW_MS,
  target: (input: { id: string }) => `user:${input.id}`,
  details: () => ({ tab }),
});

/**
 * Helping users (issue 19 §3): the support actions, each audited in its transaction, and the
 * read-only view of the user's lists through each context's own list use case.
 */
export function registerAdminUserDeskRoutes(app: FastifyInstance, services: Services): void {
  const { clock, exchange } = services;

  defineCall(app, services, 'admin', 'userResetTwoFactor', {
    audit: {
      action: 'users.resetTwoFactor',
      target: (input) => `user:${input.id}`,
      details: (input, value) => ({ check: input.check, note: input.note, hold_until: value?.hold_until }),
    },
    handler: (input, ctx) => resetTwoFactor(ctx.db, clock, { userId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'userUnlockSignIn', {
    audit: { action: 'users.unlockSignIn', target: (input) => `user:${input.id}`, details: (_input, value) => ({ cleared: value?.cleared }) },
    handler: (input, ctx) => unlockSignIn(ctx.db, { userId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'userRevokeSessions', {
    audit: {
      action: 'users.revokeSessions',
      target: (input) => `user:${input.id}`,
      details: (input, value) => ({ session_id: input.session_id ?? 'all', ended: value?.ended }),
    },
    handler: (input, ctx) =>
      revokeUserSessions(ctx.db, clock, { userId: BigInt(input.id), sessionId: input.session_id === undefined ? undefined : BigInt(input.session_id) }),
  });
  defineCall(app, services, 'admin', 'userResendCode', {
    audit: {
      action: 'users.resendCode',
      target: (input) => `user:${input.id}`,
      details: (_input, value) => ({ channel: value?.channel, purpose: value?.purpose }),
    },
    handler: (input, ctx) => resendCode({ db: ctx.db, clock, codeDelivery: services.identity.codeDelivery }, { userId: BigInt(input.id) }),
  });

  defineCall(app, services, 'admin', 'userSpotOrders', {
    audit: viewAudit('spot_orders'),
    handler: async (input, ctx) =>
      ok(await listOrders({ db: ctx.db, exchange }, BigInt(input.id), { scope: input.scope, page: input.page, limit: input.limit })),
  });
  defineCall(app, services, 'admin', 'userPositions', {
    audit: viewAudit('positions'),
    handler: async (input, ctx) => ok(await listPositions(ctx.db, clock, BigInt(input.id), { tab: input.tab, page: input.page, limit: input.limit })),
  });
  defineCall(app, services, 'admin', 'userDeliveryOrders', {
    audit: viewAudit('delivery_orders'),
    handler: async (input, ctx) => ok(await listDeliveryOrders(ctx.db, BigInt(input.id), { scope: input.scope, page: input.page, limit: input.limit })),
  });
  defineCall(app, services, 'admin', 'userEarnOrders', {
    audit: viewAudit('earn'),
    handler: async (input, ctx) => ok(await listEarnOrders(ctx.db, { userId: BigInt(input.id), page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'userLoans', {
    audit: viewAudit('loans'),
    handler: async (input, ctx) => ok(await listUserLoans(ctx.db, clock, { userId: BigInt(input.id), page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'userAccountLog', {
    audit: viewAudit('account_log'),
    handler: async (input, ctx) => ok(await listAccountLog(ctx.db, { userId: BigInt(input.id), page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'userSecurityEvents', {
    audit: viewAudit('security_events'),
    handler: async (input, ctx) => ok(await listSecurityEventsPage(ctx.db, { userId: BigInt(input.id), page: input.page, pageSize: input.page_size })),
  });
}
