import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../identity/schema.js';

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** The password is a one-time one (new member, or reset): the member sets their own at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Base32 TOTP secret; every staff sign-in needs the current code. Null: not enrolled yet (new member, or reset). */
    totpSecret: text('totp_secret'),
    /** The first-sign-in step (admin/login → admin/completeStaffSetup): its token's hash, expiry and the TOTP secret being enrolled. */
    setupTokenHash: bytea('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    pendingTotpSecret: text('pending_totp_secret'),
    roles: text('roles').array().notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Last accepted TOTP time step: a code is never accepted twice (replay). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_key').on(t.username)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * Append-only, hash-chained: each row's hash covers its content and the previous row's hash,
 * so any edit or deletion breaks the chain from that row on. A trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  staffId: bigint('staff_id', { mode: 'bigint' }),
  staffUsername: text('staff_username').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull().default(''),
  details: jsonb('details').notNull().default({}),
  ip: text('ip').notNull().default(''),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/** Every staff sign-in attempt of a known member (admin/login and the setup step): the member's own recent sign-ins, the desk's last sign-in. */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    outcome: text('outcome').notNull(),
  },
  (t) => [index('staff_sign_ins_staff_at_idx').on(t.staffId, t.at)],
);

/** A super-admin grant: asked by one super admin, decided by another; only an approval adds the role. */
export const staffRoleRequests = pgTable(
  'staff_role_requests',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    role: text('role').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_role_requests_pending_key').on(t.staffId, t.role).where(sql`status = 'pending'`)],
);

/** Addresses and CIDR ranges staff may sign in and work from; no rows: any address. */
export const staffAddressAllowlist = pgTable('staff_address_allowlist', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  entry: text('entry').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
