import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../identity/schema.js';

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; every staff sign-in needs the current code. */
    totpSecret: text('totp_secret').notNull(),
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
