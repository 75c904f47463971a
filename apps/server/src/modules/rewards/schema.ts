import { BENEFIT_TASK_KINDS, type Lang } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The configured sign-in reward per cycle day (1..7), USDT minor units. Staff edit it; a sign-in
 * copies the amount it paid into its own row, so a change never rewrites history.
 */
export const signInRewards = pgTable(
  'sign_in_rewards',
  {
    day: integer('day').primaryKey(),
    asset: text('asset').notNull().default('USDT'),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sign_in_rewards_valid', sql`${t.day} between 1 and 7 and ${t.amount} >= 0`)],
);

/**
 * One row per user and Hong Kong calendar day signed (`day` is earnDayNumber of the sign-in):
 * the unique (user, day) index is what makes a second sign-in on the same day impossible, even
 * under concurrent requests. `cycleDay` is the day of the 7-day cycle it counted as; `reward` what
 * it paid (posting null when the configured reward was zero).
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    day: integer('day').notNull(),
    cycleDay: integer('cycle_day').notNull(),
    asset: text('asset').notNull().default('USDT'),
    reward: numeric('reward', { precision: 38, scale: 0 }).notNull(),
    postingId: bigint('posting_id', { mode: 'bigint' }),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sign_ins_user_day_key').on(t.userId, t.day),
    index('sign_ins_user_idx').on(t.userId, t.id),
    check('sign_ins_valid', sql`${t.cycleDay} between 1 and 7 and ${t.reward} >= 0`),
  ],
);

/**
 * Benefit tasks. `titles` and `descriptions` hold the 13 languages (English required; a missing
 * language falls back to English, and the page says so). `target` is the measured amount to reach
 * (USDT minor units for trading volume; 1 for the one-off tasks). The period bounds when the task
 * can be met and claimed (null = open-ended); trading volume is counted inside it. `budget` caps
 * the sum of rewards paid (`spent`), updated under the task's row lock.
 */
export const benefitTasks = pgTable(
  'benefit_tasks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind', { enum: BENEFIT_TASK_KINDS }).notNull(),
    titles: jsonb('titles').$type<Partial<Record<Lang, string>>>().notNull(),
    descriptions: jsonb('descriptions').$type<Partial<Record<Lang, string>>>().notNull().default({}),
    asset: text('asset').notNull().default('USDT'),
    reward: numeric('reward', { precision: 38, scale: 0 }).notNull(),
    target: numeric('target', { precision: 38, scale: 0 }).notNull().default('1'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    budget: numeric('budget', { precision: 38, scale: 0 }).notNull(),
    spent: numeric('spent', { precision: 38, scale: 0 }).notNull().default('0'),
    claims: integer('claims').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'benefit_tasks_valid',
      sql`${t.reward} > 0 and ${t.target} > 0 and ${t.budget} >= 0 and ${t.spent} >= 0 and ${t.spent} <= ${t.budget} and ${t.claims} >= 0
        and (${t.periodStart} is null or ${t.periodEnd} is null or ${t.periodEnd} > ${t.periodStart})`,
    ),
  ],
);

/** One claim per user and task (unique), each paid by its own posting from the rewards account. */
export const benefitClaims = pgTable(
  'benefit_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    taskId: bigint('task_id', { mode: 'bigint' })
      .notNull()
      .references(() => benefitTasks.id),
    asset: text('asset').notNull().default('USDT'),
    amount: numeric('amount', { precision: 38, scale: 0 }).notNull(),
    postingId: bigint('posting_id', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('benefit_claims_user_task_key').on(t.userId, t.taskId),
    index('benefit_claims_user_idx').on(t.userId, t.id),
    check('benefit_claims_amount', sql`${t.amount} > 0`),
  ],
);

export type SignInRow = typeof signIns.$inferSelect;
export type BenefitTaskRow = typeof benefitTasks.$inferSelect;
export type BenefitClaimRow = typeof benefitClaims.$inferSelect;
