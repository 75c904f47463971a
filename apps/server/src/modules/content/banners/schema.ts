import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Banner images content staff uploaded: checked, re-encoded and stored through the image port under a random id. */
export const bannerImages = pgTable('banner_images', {
  id: text('id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Home banners: shown while enabled and within [starts_at, ends_at), in sort order. */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    imageId: text('image_id')
      .notNull()
      .references(() => bannerImages.id),
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('banners_schedule', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

/** A banner's title, subtitle and Markdown page text in one language (English always present). */
export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: bigint('banner_id', { mode: 'bigint' })
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);
