import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { getUserDetail, listAuditEntries, listUserSummaries, logoutStaff, signInStaff, toStaffView, verifyAuditChain } from '../../modules/admin/index.js';
import { setUserStatus } from '../../modules/identity/index.js';
import { readOutbox } from '../../modules/messaging/index.js';
import { listSettings, updateSetting } from '../../modules/settings/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * The staff console: sign-in, users, the Outbox, the audit log and settings. Every staff action
 * is audited in its own transaction (defineCall's `audit`), so handlers work on `ctx.db`.
 */
export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'admin', 'login', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) => signInStaff(ctx.db, clock, { ...input, origin: ctx.origin }),
  });
  defineCall(app, services, 'admin', 'logout', {
    audit: { action: 'staff.logout' },
    handler: (_input, ctx) => logoutStaff(ctx.db, clock, { sessionId: ctx.staff.sessionId }),
  });
  defineCall(app, services, 'admin', 'me', { handler: async (_input, ctx) => ok(toStaffView(ctx.staff)) });
  defineCall(app, services, 'admin', 'users', {
    audit: { action: 'users.search', details: (input) => ({ q: input.q }) },
    handler: async (input, ctx) => ok(await listUserSummaries(ctx.db, { query: input.q, page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'user', {
    audit: { action: 'users.view', target: (input) => `user:${input.id}` },
    handler: (input, ctx) => getUserDetail(ctx.db, clock, { userId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'setUserStatus', {
    audit: {
      action: 'users.setStatus',
      target: (input) => `user:${input.id}`,
      details: (input, value) => ({ status: input.status, reason: input.reason, previous: value?.previous }),
    },
    handler: (input, ctx) => setUserStatus(ctx.db, clock, { userId: BigInt(input.id), status: input.status }),
  });
  defineCall(app, services, 'admin', 'outbox', {
    audit: { action: 'outbox.read', repeatWindowMs: 10 * 60_000, details: (input) => ({ channel: input.channel, q: input.q, page: input.page }) },
    handler: async (input, ctx) =>
      ok(
        await readOutbox(ctx.db, clock, {
          viewer: ctx.staff,
          ip: ctx.origin.ip,
          channel: input.channel,
          recipient: input.q,
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'admin', 'audit', {
    handler: async (input, ctx) => ok(await listAuditEntries(ctx.db, { page: input.page, pageSize: input.page_size })),
  });
  defineCall(app, services, 'admin', 'auditVerify', {
    audit: { action: 'audit.verify' },
    handler: async (_input, ctx) => ok(await verifyAuditChain(ctx.db)),
  });
  defineCall(app, services, 'admin', 'settings', { handler: async (_input, ctx) => ok(await listSettings(ctx.db)) });
  defineCall(app, services, 'admin', 'updateSetting', {
    audit: {
      action: 'settings.update',
      target: (input) => `setting:${input.key}`,
      details: (input, value) => ({ value: input.value, previous: value?.previous }),
    },
    handler: (input, ctx) => updateSetting(ctx.db, { key: input.key, value: input.value, updatedBy: ctx.staff.username }),
  });
}
