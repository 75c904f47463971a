import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** ISO 3166-1 alpha-2, chosen once at registration and never changed (spec §5). */
    nationality: char('nationality', { length: 2 }).notNull(),
    invitationCode: text('invitation_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'bigint' }),
    name: text('name').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    transactionPasswordHash: text('transaction_password_hash'),
    transactionPasswordFailures: integer('transaction_password_failures').notNull().default(0),
    transactionPasswordLockedUntil: timestamp('transaction_password_locked_until', { withTimezone: true }),
    bankName: text('bank_name').notNull().default(''),
    bankNumber: text('bank_number').notNull().default(''),
    alipayAccount: text('alipay_account').notNull().default(''),
    weixinNickname: text('weixin_nickname').notNull().default(''),
    weixinAccount: text('weixin_account').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_invitation_code_key').on(t.invitationCode),
    index('users_inviter_idx').on(t.inviterId),
    check('users_has_account', sql`${t.email} is not null or ${t.phone} is not null`),
    check('users_status_valid', sql`${t.status} in ('active','disabled')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-cased e-mail or E.164 phone number. */
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: bytea('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt)],
);
