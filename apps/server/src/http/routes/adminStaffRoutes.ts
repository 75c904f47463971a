import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  addStaffMember,
  completeStaffSetup,
  decideSuperAdmin,
  listMyStaffSignIns,
  listStaffAllowlist,
  listStaffDesk,
  requestSuperAdmin,
  resetStaffPassword,
  resetStaffTotp,
  revokeSuperAdmin,
  saveStaffAllowlist,
  setStaffRoles,
  setStaffStatus,
} from '../../modules/admin/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/**
 * The staff desk (issue 19 §2): members, roles, resets, super-admin grants with a second
 * approver, the address allowlist, and each member's own sign-ins. Every change is audited in
 * its own transaction (defineCall's `audit`), so handlers work on `ctx.db`; no answer or audit
 * entry carries a password hash or a TOTP secret, and one-time passwords are answered once.
 */
export function registerAdminStaffRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;
  const member = (input: { id: string }) => `staff:${input.id}`;

  defineCall(app, services, 'admin', 'staffMembers', { handler: async (_input, ctx) => ok(await listStaffDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'staffCreate', {
    audit: {
      action: 'staff.create',
      target: (_input, value) => (value ? `staff:${value.id}` : ''),
      details: (input, value) => ({
        username: input.username,
        display_name: input.display_name,
        roles: input.roles,
        super_admin_requested: value?.super_admin_requested,
      }),
    },
    handler: (input, ctx) =>
      addStaffMember(ctx.db, clock, { username: input.username, displayName: input.display_name, roles: input.roles, createdBy: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'staffSetRoles', {
    audit: { action: 'staff.setRoles', target: member, details: (input, value) => ({ roles: value?.roles ?? input.roles, previous: value?.previous }) },
    handler: (input, ctx) => setStaffRoles(ctx.db, { staffId: BigInt(input.id), roles: input.roles }),
  });
  defineCall(app, services, 'admin', 'staffRequestSuperAdmin', {
    audit: { action: 'staff.requestSuperAdmin', target: member, details: (_input, value) => ({ request: value?.request }) },
    handler: (input, ctx) => requestSuperAdmin(ctx.db, clock, { staffId: BigInt(input.id), requestedBy: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'staffDecideSuperAdmin', {
    audit: {
      action: 'staff.decideSuperAdmin',
      target: (input) => `staff_role_request:${input.id}`,
      details: (input, value) => ({ decision: input.decision, staff: value?.staff_id }),
    },
    handler: (input, ctx) => decideSuperAdmin(ctx.db, clock, { requestId: BigInt(input.id), decidedBy: ctx.staff.id, approve: input.decision === 'approve' }),
  });
  defineCall(app, services, 'admin', 'staffRevokeSuperAdmin', {
    audit: { action: 'staff.revokeSuperAdmin', target: member, details: (_input, value) => ({ roles: value?.roles }) },
    handler: (input, ctx) => revokeSuperAdmin(ctx.db, { staffId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'staffSetStatus', {
    audit: { action: 'staff.setStatus', target: member, details: (input, value) => ({ status: input.status, previous: value?.previous }) },
    handler: (input, ctx) => setStaffStatus(ctx.db, clock, { staffId: BigInt(input.id), status: input.status, actorId: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'staffResetPassword', {
    // The entry records that a reset happened, never the password.
    audit: { action: 'staff.resetPassword', target: member },
    handler: (input, ctx) => resetStaffPassword(ctx.db, clock, { staffId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'staffResetTotp', {
    audit: { action: 'staff.resetTotp', target: member },
    handler: (input, ctx) => resetStaffTotp(ctx.db, clock, { staffId: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'staffAllowlist', { handler: async (_input, ctx) => ok(await listStaffAllowlist(ctx.db, { callerIp: ctx.origin.ip })) });
  defineCall(app, services, 'admin', 'staffSaveAllowlist', {
    audit: { action: 'staff.saveAllowlist', target: () => 'staff_allowlist', details: (input, value) => ({ entries: value?.entries ?? input.entries }) },
    handler: (input, ctx) => saveStaffAllowlist(ctx.db, clock, { text: input.entries, savedBy: ctx.staff.username, saverIp: ctx.origin.ip }),
  });
  defineCall(app, services, 'admin', 'staffMySignIns', { handler: async (_input, ctx) => ok(await listMyStaffSignIns(ctx.db, { staffId: ctx.staff.id })) });
  defineCall(app, services, 'admin', 'completeStaffSetup', {
    rateLimitPerMinute: 10,
    handler: (input, ctx) =>
      completeStaffSetup(ctx.db, clock, { setupToken: input.setup_token, newPassword: input.new_password, totp: input.totp, origin: ctx.origin }),
  });
}
