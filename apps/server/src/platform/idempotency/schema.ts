import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request ids of state-changing calls: a retry with the same id gets the first answer, the same
 * id with other content a clear refusal. `actor` is `user:<id>` or `staff:<id>`, so ids only
 * have to be unique per caller.
 */
export const callRequests = pgTable(
  'call_requests',
  {
    actor: text('actor').notNull(),
    requestId: text('request_id').notNull(),
    call: text('call').notNull(),
    /** SHA-256 of the call name and the canonical JSON of its input (request id left out). */
    inputHash: text('input_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    /** The first answer as a Result (ok + value, or error + data), rendered again in the retry's language. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.actor, t.requestId] }),
    index('call_requests_created_idx').on(t.createdAt),
    check('call_requests_state_valid', sql`${t.state} in ('pending','done')`),
  ],
);
