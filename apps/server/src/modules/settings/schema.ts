import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Platform settings that bind users; each is published where it applies. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('system'),
});
