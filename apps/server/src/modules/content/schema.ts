import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Content texts by id and language (spec: 1 company profile, 3 user agreement, 5 privacy policy). */
export const contentTexts = pgTable(
  'content_texts',
  {
    id: integer('id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);
