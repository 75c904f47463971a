import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Base32 TOTP secret once two-factor is on; `totpPendingSecret` while it is being set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    /** Spec §3 Security question: id 1–3; the answer is stored only as an argon2id hash. */
    securityQuestionId: integer('security_question_id'),
    securityAnswerHash: text('security_answer_hash'),
    /** Chosen by the user and printed in every e-mail the platform sends them. */
    antiPhishingCode: text('anti_phishing_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_invitation_code_key').on(t.invitationCode),
    index('users_inviter_idx').on(t.inviterId),
    // Demo identities (negative ids, modules/demo) have no contact: they never sign in with one.
    check('users_has_account', sql`${t.email} is not null or ${t.phone} is not null or ${t.id} < 0`),
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

/** One-time recovery codes for two-factor sign-in; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    codeHash: bytea('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The second step of a sign-in with two-factor: a short-lived token that stands for a right password. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash)],
);

/** Changes to what protects an account; the newest holding one holds withdrawals for 24 hours (spec §9). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.at)],
);

/** An identity picture: stored under a random key by the image store, readable by its owner and compliance staff only. */
export const identityUploads = pgTable(
  'identity_uploads',
  {
    /** Random (128 bits, base64url): an id that cannot be guessed, still checked against its owner. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    slot: text('slot').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_uploads_user_idx').on(t.userId)],
);

/**
 * Junior, senior and address submissions. A user has at most one open (pending) or approved
 * row per level; rejected rows stay as history. An ID number is approved on one account only.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    level: text('level', { enum: ['junior', 'senior', 'address'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    nationality: text('nationality').notNull().default(''),
    idType: integer('id_type'),
    realName: text('real_name').notNull().default(''),
    idNumber: text('id_number').notNull().default(''),
    idNumberNorm: text('id_number_norm').notNull().default(''),
    address: text('address').notNull().default(''),
    /** [{slot, upload_id}] */
    images: jsonb('images').$type<Array<{ slot: string; upload_id: string }>>().notNull(),
    reason: text('reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').notNull().default(''),
  },
  (t) => [
    uniqueIndex('verifications_open_per_level_key').on(t.userId, t.level).where(sql`status in ('pending','approved')`),
    uniqueIndex('verifications_id_number_key').on(t.nationality, t.idNumberNorm).where(sql`level = 'junior' and status = 'approved'`),
    index('verifications_queue_idx').on(t.status, t.level, t.submittedAt),
    check('verifications_level_valid', sql`${t.level} in ('junior','senior','address')`),
    check('verifications_status_valid', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

/**
 * Sign-in failures per key, counted the same whether or not the account exists: `pair:<account>|<ip>`
 * (a tight limit per account and address) and `account:<account>` (a higher ceiling across all
 * addresses). A stranger elsewhere exhausts only their own pair, and an unknown account is
 * throttled exactly like a known one, so a refusal says nothing about which accounts exist.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_throttle_window_idx').on(t.windowStartedAt)],
);
