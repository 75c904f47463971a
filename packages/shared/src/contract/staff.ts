import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { isStrongPassword } from '../schemas.js';
import { STAFF_ROLES, type StaffRole } from '../staffRoles.js';
import { defineCalls, idField, idString, isoTime, noInput, requestIdField } from './define.js';

/**
 * The staff desk (issue 19 §2): staff members and their roles, first sign-in (own password and
 * TOTP enrolment), super-admin grants approved by a second super admin, the staff address
 * allowlist, and each member's own recent sign-ins.
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };

/** Roles a super admin assigns directly; `super_admin` is only granted through a second super admin's approval. */
export const DIRECT_STAFF_ROLES = ['compliance', 'finance', 'support', 'content'] as const satisfies readonly StaffRole[];

export const STAFF_SIGN_IN_OUTCOMES = ['ok', 'setup_required', 'staff_login_failed', 'totp_required', 'totp_wrong', 'staff_address_refused'] as const;

/** Comma-separated roles on the wire (form bodies carry no arrays). */
function rolesField(roles: readonly [StaffRole, ...StaffRole[]]) {
  return z
    .string(msg('invalid_input'))
    .max(200, msg('invalid_input'))
    .default('')
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      ),
    ])
    .pipe(z.array(z.enum(roles, msg('invalid_input'))));
}

/** A staff password: the site's rule (letters and digits) and at least 10 characters. */
const staffPasswordField = z
  .string(msg('password_empty'))
  .min(1, msg('password_empty'))
  .refine((password) => password.length >= 10 && isStrongPassword(password), msg('password_weak'));

export const staffSignInRecordSchema = z.object({
  at: isoTime,
  ip: z.string(),
  user_agent: z.string(),
  outcome: z.enum(STAFF_SIGN_IN_OUTCOMES),
});
export type StaffSignInRecord = z.infer<typeof staffSignInRecordSchema>;

export const staffMemberSchema = z.object({
  id: idString,
  username: z.string(),
  display_name: z.string(),
  roles: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  /** Still to set their own password (after creation or a reset). */
  password_pending: z.boolean(),
  /** Still to enrol TOTP (after creation or a TOTP reset). */
  totp_pending: z.boolean(),
  created_at: isoTime,
  last_sign_in: staffSignInRecordSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffRoleRequestSchema = z.object({
  id: idString,
  staff_id: idString,
  staff_username: z.string(),
  role: z.string(),
  requested_by: z.string(),
  requested_at: isoTime,
  status: z.enum(['pending', 'approved', 'rejected']),
  decided_by: z.string().nullable(),
  decided_at: isoTime.nullable(),
});
export type StaffRoleRequest = z.infer<typeof staffRoleRequestSchema>;

export const staffDeskSchema = z.object({
  items: z.array(staffMemberSchema),
  /** Pending super-admin grants first, then the latest decided ones. */
  requests: z.array(staffRoleRequestSchema),
});
export type StaffDesk = z.infer<typeof staffDeskSchema>;

/** A one-time password, shown to the super admin once; the member must replace it at first sign-in. */
export const staffInitialPasswordSchema = z.object({ id: idString, username: z.string(), initial_password: z.string() });
export type StaffInitialPassword = z.infer<typeof staffInitialPasswordSchema>;

export const staffAllowlistSchema = z.object({
  entries: z.array(z.object({ entry: z.string(), created_by: z.string(), created_at: isoTime })),
  /** The address the server sees for the caller: the list must keep it. */
  your_ip: z.string(),
});
export type StaffAllowlist = z.infer<typeof staffAllowlistSchema>;

/** admin/login's answer for a member who must still set their password or enrol TOTP: no session yet. */
export const staffSetupChallengeSchema = z.object({
  setup: z.object({
    token: z.string(),
    username: z.string(),
    needs_password: z.boolean(),
    needs_totp: z.boolean(),
    /** The new TOTP secret to enrol (null when the member keeps their enrolled one). */
    totp_secret: z.string().nullable(),
    otpauth_url: z.string().nullable(),
    expires_at: isoTime,
  }),
});
export type StaffSetupChallenge = z.infer<typeof staffSetupChallengeSchema>;

const staffRead = { verbs: ['GET'], access: 'staff', permission: 'staff.manage' } as const;
const staffAction = { verbs: ['POST'], access: 'staff', permission: 'staff.manage', idempotent: true } as const;

export const staffDeskCalls = defineCalls({
  staffMembers: {
    ...staffRead,
    input: noInput,
    output: staffDeskSchema,
    summary: 'Staff members with their roles, state and last sign-in, and the super-admin grants',
  },
  staffCreate: {
    ...staffAction,
    input: z.object({
      username: z
        .string(msg('invalid_input'))
        .trim()
        .toLowerCase()
        .regex(/^[a-z][a-z0-9_.-]{2,31}$/, msg('invalid_input')),
      display_name: z.string(msg('invalid_input')).trim().max(80, msg('invalid_input')).default(''),
      roles: rolesField(STAFF_ROLES).refine((roles) => roles.length > 0, msg('invalid_input')),
      ...once,
    }),
    output: staffInitialPasswordSchema.extend({ super_admin_requested: z.boolean() }),
    secretAnswerFields: ['initial_password'],
    summary: 'Create a staff member with a one-time password shown once; super_admin among the roles opens a grant a second super admin must approve',
  },
  staffSetRoles: {
    ...staffAction,
    input: z.object({ id: idField, roles: rolesField(DIRECT_STAFF_ROLES), ...once }),
    output: z.object({ roles: z.array(z.string()), previous: z.array(z.string()) }),
    summary: "Set a member's roles other than super_admin (which is granted with a second approval and removed on its own)",
  },
  staffRequestSuperAdmin: {
    ...staffAction,
    input: z.object({ id: idField, ...once }),
    output: z.object({ request: idString }),
    summary: 'Ask for a member to become super admin; a different super admin approves or rejects it',
  },
  staffDecideSuperAdmin: {
    ...staffAction,
    input: z.object({ id: idField, decision: z.enum(['approve', 'reject'], msg('invalid_input')), ...once }),
    output: z.object({ status: z.enum(['approved', 'rejected']), staff_id: idString }),
    summary: 'Approve or reject a pending super-admin grant (not the requester)',
  },
  staffRevokeSuperAdmin: {
    ...staffAction,
    input: z.object({ id: idField, ...once }),
    output: z.object({ roles: z.array(z.string()) }),
    summary: 'Remove super_admin from a member (never from the last active super admin)',
  },
  staffSetStatus: {
    ...staffAction,
    input: z.object({ id: idField, status: z.enum(['active', 'disabled'], msg('invalid_input')), ...once }),
    output: z.object({ previous: z.enum(['active', 'disabled']) }),
    summary: 'Disable (ending their sessions at once) or re-enable a staff member',
  },
  staffResetPassword: {
    ...staffAction,
    input: z.object({ id: idField, ...once }),
    output: staffInitialPasswordSchema,
    secretAnswerFields: ['initial_password'],
    summary: 'A new one-time password, shown once; the member sets their own at next sign-in and their sessions end',
  },
  staffResetTotp: {
    ...staffAction,
    input: z.object({ id: idField, ...once }),
    output: z.object({}),
    summary: "Clear a member's TOTP enrolment: they enrol again at next sign-in, and their sessions end",
  },
  staffAllowlist: {
    ...staffRead,
    input: noInput,
    output: staffAllowlistSchema,
    summary: 'Addresses and CIDR ranges staff may sign in and work from (empty: any address)',
  },
  staffSaveAllowlist: {
    ...staffAction,
    input: z.object({ entries: z.string(msg('invalid_input')).max(4000, msg('invalid_input')).default(''), ...once }),
    output: z.object({ entries: z.array(z.string()) }),
    summary: "Replace the staff address allowlist (one address or CIDR per line; empty turns it off); refused when it would exclude the saver's own address",
  },
  staffMySignIns: {
    verbs: ['GET'],
    access: 'staff',
    input: noInput,
    output: z.object({ items: z.array(staffSignInRecordSchema) }),
    summary: "The caller's own recent sign-in attempts: time, address, browser, outcome",
  },
  completeStaffSetup: {
    verbs: ['POST'],
    access: 'anyone',
    input: z.object({
      setup_token: z.string(msg('staff_setup_expired')).min(1, msg('staff_setup_expired')).max(100, msg('staff_setup_expired')),
      new_password: z.union([z.literal(''), staffPasswordField]).default(''),
      totp: z
        .string(msg('totp_required'))
        .trim()
        .regex(/^\d{6}$/, msg('totp_required')),
    }),
    output: z.object({ token: z.string(), staff: z.object({ id: idString, username: z.string(), roles: z.array(z.string()) }) }),
    summary: 'First sign-in (or after a reset): set an own password and/or enrol TOTP with a first code; answers a staff session',
  },
});
