import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgSequence, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.js';

/** Demo identities take `-nextval` of this: negative user ids mark the demo book everywhere. */
export const demoUserIds = pgSequence('demo_user_ids', { startWith: 1 });

/** A demo identity: a users row with a negative id, owned by a real user or by no one (a visitor's). */
export const demoIdentities = pgTable(
  'demo_identities',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id),
    ownerId: bigint('owner_id', { mode: 'bigint' }).references(() => users.id),
    resets: integer('resets').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('demo_identities_owner_key').on(t.ownerId),
    check('demo_identities_negative', sql`${t.userId} < 0`),
    check('demo_identities_owner_real', sql`${t.ownerId} is null or ${t.ownerId} > 0`),
  ],
);
