import { fail, ok, staffLoginInputSchema } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { appendAudit, listAudit, loginStaff, logoutStaff, verifyAuditChain } from '../../modules/admin/index.js';
import { findUserById, listSessions, searchUsers, setUserStatus, toSessionView, type UserRow } from '../../modules/identity/index.js';
import { readOutbox } from '../../modules/messaging/index.js';
import { listSettingRows, updateSetting } from '../../modules/settings/index.js';
import { defineUntypedCall } from '../calls.js';
import type { Services } from '../services.js';

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
};
const idField = z.string().regex(/^\d{1,18}$/, { message: 'invalid_input' });

function userSummary(user: UserRow) {
  const view = toSessionView(user);
  return {
    id: view.id,
    account: view.account,
    email: view.email,
    phone: view.phone,
    nationality: view.nationality,
    status: user.status,
    invitation_code: view.invitation_code,
    created_at: view.created_at,
  };
}

export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  const admin = { scope: 'admin' as const };
  const { db, clock } = services;

  defineUntypedCall(app, services, {
    ...admin,
    name: 'login',
    methods: ['POST'],
    auth: 'none',
    input: staffLoginInputSchema,
    summary: 'Staff sign-in: username, password and the current TOTP code',
    rateLimitPerMinute: 10,
    handler: async (input, ctx) => {
      const result = await loginStaff(db, clock, input);
      await appendAudit(db, clock, {
        staffId: result.ok ? result.value.staff.id : null,
        staffUsername: input.username.toLowerCase(),
        action: 'staff.login',
        details: { outcome: result.ok ? 'ok' : result.error },
        ip: ctx.origin.ip,
      });
      if (!result.ok) return result;
      const { id, username, roles } = result.value.staff;
      return ok({ token: result.value.token, staff: { id: String(id), username, roles } });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'logout',
    methods: ['POST'],
    auth: 'staff',
    input: z.object({}),
    summary: 'End the staff session',
    audit: { action: 'staff.logout' },
    handler: async (_input, ctx) => {
      await logoutStaff(db, clock, ctx.staff.sessionId);
      return ok({});
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'me',
    methods: ['GET'],
    auth: 'staff',
    input: z.object({}),
    summary: 'The signed-in staff member',
    handler: async (_input, ctx) => ok({ id: String(ctx.staff.id), username: ctx.staff.username, roles: ctx.staff.roles }),
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'users',
    methods: ['GET'],
    auth: 'staff',
    permission: 'users.read',
    input: z.object({ q: z.string().max(100).default(''), ...paging }),
    summary: 'Search users by e-mail, phone, id or invitation code',
    audit: { action: 'users.search', details: (input) => ({ q: input.q }) },
    handler: async (input) => {
      const { rows, total } = await searchUsers(db, { query: input.q, page: input.page, pageSize: input.page_size });
      return ok({ items: rows.map(userSummary), total });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'user',
    methods: ['GET'],
    auth: 'staff',
    permission: 'users.read',
    input: z.object({ id: idField }),
    summary: 'One user with their sessions',
    audit: { action: 'users.view', target: (input) => `user:${input.id}` },
    handler: async (input) => {
      const user = await findUserById(db, BigInt(input.id));
      if (!user) return fail('not_found');
      const sessions = await listSessions(db, clock, user.id);
      return ok({
        user: {
          ...toSessionView(user),
          status: user.status,
          failed_login_count: user.failedLoginCount,
          locked_until: user.lockedUntil?.toISOString() ?? null,
          inviter_id: user.inviterId === null ? null : String(user.inviterId),
        },
        sessions: sessions.map((s) => ({
          id: String(s.id),
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          ip: s.ip,
          user_agent: s.userAgent,
        })),
      });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'setUserStatus',
    methods: ['POST'],
    auth: 'staff',
    permission: 'users.status',
    input: z.object({
      id: idField,
      status: z.enum(['active', 'disabled'], { message: 'invalid_input' }),
      reason: z.string().trim().min(3, { message: 'invalid_input' }).max(500),
    }),
    summary: 'Disable or re-enable a user, with a reason (disabling ends their sessions)',
    handler: (input) => setUserStatus(db, clock, { userId: BigInt(input.id), status: input.status }),
    audit: {
      action: 'users.setStatus',
      target: (input) => `user:${input.id}`,
      details: (input, value) => ({ status: input.status, reason: input.reason, previous: value?.previous }),
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'outbox',
    methods: ['GET'],
    auth: 'staff',
    permission: 'outbox.read',
    input: z.object({ channel: z.enum(['email', 'sms']).optional(), q: z.string().max(100).default(''), ...paging }),
    summary: 'Messages the platform delivered (local SMTP sink and SMS outbox); verification codes only for super admins, each reveal audited',
    audit: { action: 'outbox.read', repeatWindowMs: 10 * 60_000, details: (input) => ({ channel: input.channel, q: input.q, page: input.page }) },
    handler: async (input, ctx) => {
      const { items, total, codesVisible } = await readOutbox(db, clock, {
        viewer: ctx.staff,
        ip: ctx.origin.ip,
        channel: input.channel,
        recipient: input.q,
        page: input.page,
        pageSize: input.page_size,
      });
      return ok({
        codes_visible: codesVisible,
        items: items.map((m) => ({
          id: String(m.id),
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          body: m.body,
          source: m.source,
          created_at: m.createdAt.toISOString(),
          code_redacted: m.codeRedacted,
        })),
        total,
      });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'audit',
    methods: ['GET'],
    auth: 'staff',
    permission: 'audit.read',
    input: z.object(paging),
    summary: 'The append-only, hash-chained audit log, newest first',
    handler: async (input) => {
      const { items, total } = await listAudit(db, { page: input.page, pageSize: input.page_size });
      return ok({
        items: items.map((e) => ({
          id: String(e.id),
          at: e.at.toISOString(),
          staff_username: e.staffUsername,
          action: e.action,
          target: e.target,
          details: e.details,
          ip: e.ip,
          prev_hash: e.prevHash,
          hash: e.hash,
        })),
        total,
      });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'auditVerify',
    methods: ['GET'],
    auth: 'staff',
    permission: 'audit.read',
    input: z.object({}),
    summary: 'Recompute the audit hash chain and report the first entry that does not fit',
    audit: { action: 'audit.verify' },
    handler: async () => {
      const verdict = await verifyAuditChain(db);
      return ok({ ok: verdict.ok, checked: verdict.checked, first_bad_id: verdict.firstBadId });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'settings',
    methods: ['GET'],
    auth: 'staff',
    permission: 'settings.read',
    input: z.object({}),
    summary: 'Platform settings and who last changed them',
    handler: async () => {
      const rows = await listSettingRows(db);
      return ok({ items: rows.map((r) => ({ key: r.key, value: r.value, updated_at: r.updatedAt?.toISOString() ?? null, updated_by: r.updatedBy })) });
    },
  });

  defineUntypedCall(app, services, {
    ...admin,
    name: 'updateSetting',
    methods: ['POST'],
    auth: 'staff',
    permission: 'settings.write',
    input: z.object({ key: z.string().min(1, { message: 'invalid_input' }), value: z.string().min(1, { message: 'invalid_input' }) }),
    summary: 'Change a platform setting (value as JSON text)',
    handler: async (input, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(input.value);
      } catch {
        return fail('invalid_input', { field: 'value' });
      }
      return updateSetting(db, { key: input.key, value, updatedBy: ctx.staff.username });
    },
    audit: {
      action: 'settings.update',
      target: (input) => `setting:${input.key}`,
      details: (input, value) => ({ value: input.value, previous: value?.previous }),
    },
  });
}
