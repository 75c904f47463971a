import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/**
 * The head of each user's statement chain at the end of each calendar month (UTC), recorded once by
 * the `statements.record-heads` job and never changed: the account shows it, so a later change of
 * the user's history no longer reproduces it. Months run without gaps from the month of the user's
 * first entry; a month without entries repeats the previous head. Real users only (demo identities
 * have negative ids and get no statements).
 */
export const statementHeads = pgTable(
  'statement_heads',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id),
    /** `YYYY-MM`. */
    period: text('period').notNull(),
    /** The chain's last entry up to the month's end. */
    lastEntryId: bigint('last_entry_id', { mode: 'bigint' }),
    /** Entries posted in the month. */
    entryCount: integer('entry_count').notNull(),
    finalHash: text('final_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('statement_heads_real_user', sql`${t.userId} > 0`),
    check('statement_heads_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
