import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A language → text map (English always present): category names are short, so they live on the row. */
export type LocalisedText = Partial<Record<string, string>>;

/**
 * Help-centre categories. `key` names a seeded category for good (the seed finds it again and
 * never overwrites what staff changed); staff-made ones get `custom-<id>`-style keys of their own.
 */
export const helpCategories = pgTable('help_categories', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  key: text('key').notNull().unique(),
  /** One of HELP_ICONS (packages/shared contract/help.ts); the pages map it to a glyph. */
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
  name: jsonb('name').$type<LocalisedText>().notNull(),
  description: jsonb('description').$type<LocalisedText>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Articles; the texts are per language in `help_article_texts` (English required, others fall back
 * to it). `tags` are language-neutral keys ("withdraw", "fees") used for related articles.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    key: text('key').notNull().unique(),
    categoryId: bigint('category_id', { mode: 'bigint' })
      .notNull()
      .references(() => helpCategories.id),
    sort: integer('sort').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);

/**
 * One language of an article. `searchText` is the folded title, keywords and plain body
 * (helpSearchText.ts): search is a substring match on it, which works for scripts without spaces.
 */
export const helpArticleTexts = pgTable(
  'help_article_texts',
  {
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    keywords: text('keywords').notNull().default(''),
    searchTitle: text('search_title').notNull(),
    searchBody: text('search_body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

/**
 * "Was this helpful": one vote per voter and article, changeable. `voter` is `user:<id>` for a
 * signed-in user, `anon:<browser id>` for a visitor.
 */
export const helpVotes = pgTable(
  'help_votes',
  {
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.voter] })],
);

/** Reads per article and reader language: "popular" is counted in the reader's own language. */
export const helpArticleViews = pgTable(
  'help_article_views',
  {
    articleId: bigint('article_id', { mode: 'bigint' })
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] }), check('help_article_views_positive', sql`${t.views} >= 0`)],
);

export type HelpArticle = typeof helpArticles.$inferSelect;
