import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per declared job: the last period it completed. A job runs a period only when the
 * period's key is greater than this (idempotent by period), under an advisory lock (once across
 * processes), and runs the periods it missed after downtime (catch-up).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastPeriodKey: bigint('last_period_key', { mode: 'number' }).notNull().default(-1),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last failure's message ('' after a success); the console shows it. */
  lastError: text('last_error').notNull().default(''),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
});
