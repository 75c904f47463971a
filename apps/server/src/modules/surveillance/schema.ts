import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/**
 * Users flagged for review by compliance (issue 19 §6). While a user is flagged their withdrawals
 * need a second, different finance reviewer before they are paid. Flagging and lifting are in the
 * audit log (with the reasons); this table holds only the flags in force.
 */
export const userReviewFlags = pgTable('user_review_flags', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id),
  reason: text('reason').notNull(),
  flaggedBy: text('flagged_by').notNull(),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
});
