import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Announcements (/notice, getGG). Readers see one when it is `published` and its publish time has
 * come (a future publish time is a schedule); `archived` takes it down. `seed_key` names the
 * shipped announcements, so a restart adds what is missing and never overwrites staff's edits.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    category: text('category').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    check('announcements_status', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('announcements_published_at', sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
    index('announcements_listing').on(t.status, t.publishAt),
  ],
);

/** The title and Markdown text of an announcement in one language (English always present). */
export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: bigint('announcement_id', { mode: 'bigint' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.lang] })],
);

/** Which announcements a signed-in reader has opened: the unread marker and count per user. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    announcementId: bigint('announcement_id', { mode: 'bigint' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);
