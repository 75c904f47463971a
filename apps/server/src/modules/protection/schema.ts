import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, char, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A jurisdiction profile: what binds retail users of the countries mapped to it (issue 18).
 * Leverage caps per instrument class (packages/shared protection.ts), the products offered, the
 * margin close-out level and which risk warning the leveraged pages carry. The `default` profile
 * binds every nationality without a mapping. Seeded once, then owned by staff (audited).
 */
export const jurisdictionProfiles = pgTable(
  'jurisdiction_profiles',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    capFxMajor: integer('cap_fx_major').notNull(),
    capFxMinor: integer('cap_fx_minor').notNull(),
    capGold: integer('cap_gold').notNull(),
    capCommodity: integer('cap_commodity').notNull(),
    capEquity: integer('cap_equity').notNull(),
    capCrypto: integer('cap_crypto').notNull(),
    cryptoOffered: boolean('crypto_offered').notNull(),
    deliveryOffered: boolean('delivery_offered').notNull(),
    /** Close a position when its equity falls to this share of its margin, in basis points (0: maintenance only). */
    closeOutBp: integer('close_out_bp').notNull(),
    appropriatenessRequired: boolean('appropriateness_required').notNull(),
    riskWarning: text('risk_warning', { enum: ['cfd', 'general'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'jurisdiction_profiles_caps_valid',
      sql`${t.capFxMajor} >= 1 and ${t.capFxMinor} >= 1 and ${t.capGold} >= 1 and ${t.capCommodity} >= 1 and ${t.capEquity} >= 1 and ${t.capCrypto} >= 1`,
    ),
    check('jurisdiction_profiles_close_out_valid', sql`${t.closeOutBp} >= 0 and ${t.closeOutBp} < 10000`),
  ],
);
export type JurisdictionProfileRow = typeof jurisdictionProfiles.$inferSelect;

/** Nationality (ISO 3166-1 alpha-2) → profile; a country not listed uses `default`. */
export const jurisdictionCountries = pgTable('jurisdiction_countries', {
  country: char('country', { length: 2 }).primaryKey(),
  profileCode: text('profile_code')
    .notNull()
    .references(() => jurisdictionProfiles.code),
});

/** Every attempt at the appropriateness questionnaire: the latest decides; a pass is kept for good. */
export const appropriatenessAttempts = pgTable(
  'appropriateness_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('appropriateness_attempts_user_idx').on(t.userId, t.takenAt), check('appropriateness_attempts_real_user', sql`${t.userId} > 0`)],
);

/**
 * The risk warning's measured share: real accounts (positive user ids) that closed a leveraged
 * position in the 12 months before `periodDay` and whose net result there (realised P&L less open
 * and close fees and funding/overnight charges) is below zero. One row per UTC day, written once.
 */
export const losingShareReports = pgTable('losing_share_reports', {
  periodDay: date('period_day').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  accounts: integer('accounts').notNull(),
  losing: integer('losing').notNull(),
  /** losing / accounts in basis points, rounded to the nearest (0 with no accounts). */
  shareBp: integer('share_bp').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
