import { z } from 'zod';
import type { ErrorName } from '../errors.js';
import { LANGUAGES, type Lang } from '../languages.js';
import { defineCalls, emptyOutput, idField, idString, isoTime, pageOf, pagingFields, requestIdField } from './define.js';
import { formBooleanField } from './earn.js';

/**
 * The help centre (issue 16, spec §2 /help and /helpDetail, the glossary's getTextsList):
 * categories, articles in 13 languages written in Markdown and served as sanitised HTML, search in
 * the reader's language, "was this helpful" and related articles; and the content desk that edits
 * them. A language an article lacks is shown in English and the answer says so (`fallback`).
 */

const msg = (name: ErrorName) => ({ message: name });
const once = { request_id: requestIdField };

/** The glyphs a category may carry (the pages map each to an icon). */
export const HELP_ICONS = ['rocket', 'wallet', 'swap', 'rise', 'percentage', 'idcard', 'safety', 'team', 'lock', 'gift', 'bank', 'question'] as const;
export type HelpIcon = (typeof HELP_ICONS)[number];

export const HELP_TITLE_MAX = 200;
export const HELP_BODY_MAX = 10_000;
export const HELP_QUERY_MAX = 100;

/** A visitor's random browser id (kept in the browser's storage): one vote per browser and article. */
export const helpBrowserIdField = z.string(msg('invalid_input')).regex(/^[A-Za-z0-9_-]{16,64}$/, msg('invalid_input'));

// ---------- Views ----------

/** An article in a list: its title and opening in the reader's language (or English, flagged). */
export const helpArticleSummarySchema = z.object({
  id: idString,
  category_id: idString,
  title: z.string(),
  /** The first sentences as plain text. */
  excerpt: z.string(),
  /** The reader's language has no text of this article: the English one is shown. */
  fallback: z.boolean(),
  updated_at: isoTime,
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpCategoryViewSchema = z.object({
  id: idString,
  icon: z.enum(HELP_ICONS),
  name: z.string(),
  description: z.string(),
  /** Published articles in the category. */
  article_count: z.number().int(),
  /** The first few articles (the overview), or none when a category's page is asked for. */
  articles: z.array(helpArticleSummarySchema),
});
export type HelpCategoryView = z.infer<typeof helpCategoryViewSchema>;

/** web/getTextsList: the help centre's front page, or one category's articles page by page. */
export const helpListSchema = z.object({
  categories: z.array(helpCategoryViewSchema),
  /** Most read in the reader's language (not across languages). */
  popular: z.array(helpArticleSummarySchema),
  /** With `category_id`: that category, and its page of articles in `items`. */
  category: helpCategoryViewSchema.nullable(),
  items: z.array(helpArticleSummarySchema),
  total: z.number().int(),
});
export type HelpList = z.infer<typeof helpListSchema>;

export const helpArticleViewSchema = z.object({
  id: idString,
  category: z.object({ id: idString, icon: z.enum(HELP_ICONS), name: z.string() }),
  /** The language of the text shown. */
  lang: z.enum(LANGUAGES),
  fallback: z.boolean(),
  title: z.string(),
  /** The Markdown rendered and sanitised on the server: what the page shows. */
  html: z.string(),
  tags: z.array(z.string()),
  updated_at: isoTime,
  /** The caller's vote (signed in, or this browser id): true helpful, false not, null none. */
  my_vote: z.boolean().nullable(),
  /** Same category or shared tags, most shared tags first. */
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticleView = z.infer<typeof helpArticleViewSchema>;

/** A piece of a title or snippet; `hit` pieces match a search term (the page highlights them). */
export const helpTextPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type HelpTextPart = z.infer<typeof helpTextPartSchema>;

export const helpSearchHitSchema = helpArticleSummarySchema.extend({
  title_parts: z.array(helpTextPartSchema),
  /** Around the first match in the body (or the opening when only the title matched). */
  snippet_parts: z.array(helpTextPartSchema),
  category_name: z.string(),
});
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>;

export const helpSearchResultSchema = z.object({ items: z.array(helpSearchHitSchema), total: z.number().int() });
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

// ---------- Calls ----------

export const helpCalls = defineCalls({
  getTextsList: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({ category_id: idField.optional(), ...pagingFields(50) }),
    output: helpListSchema,
    summary:
      'The help centre: categories with their first articles and the most read in the reader’s language; with category_id, that category’s articles page by page',
  },
  getHelpArticle: {
    verbs: ['GET'],
    access: 'anyone',
    session: 'optional',
    input: z.object({ id: idField, browser_id: helpBrowserIdField.optional() }),
    output: helpArticleViewSchema,
    summary: 'One published article in the reader’s language (English, flagged, when it has none), with the caller’s vote and related articles',
  },
  searchHelp: {
    verbs: ['GET'],
    access: 'anyone',
    input: z.object({
      q: z.string(msg('invalid_input')).trim().min(1, msg('help_query_empty')).max(HELP_QUERY_MAX, msg('text_too_long')),
      ...pagingFields(50),
    }),
    output: helpSearchResultSchema,
    summary: 'Search published articles in the reader’s language (English text where an article lacks it); title matches first, matched words marked',
  },
  voteHelp: {
    verbs: ['POST'],
    access: 'anyone',
    session: 'optional',
    idempotent: true,
    input: z.object({ id: idField, helpful: formBooleanField, browser_id: helpBrowserIdField.optional(), ...once }),
    output: z.object({ id: idString, my_vote: z.boolean() }),
    summary: '"Was this helpful": one vote per signed-in user (or per browser id for a visitor) and article; voting again changes it',
  },
});

// ---------- Content desk ----------

/** One field per language (`title_en`, `title_fr`, …): a form body carries each on its own. */
function perLanguage<P extends string, T extends z.ZodType>(prefix: P, schema: T): Record<`${P}_${Lang}`, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [`${prefix}_${lang}`, schema])) as Record<`${P}_${Lang}`, T>;
}
const optionalText = (max: number) => z.string(msg('invalid_input')).trim().max(max, msg('text_too_long')).default('');

export const helpArticleTextSchema = z.object({ title: z.string(), body: z.string(), keywords: z.string(), updated_at: isoTime });

export const helpDeskCategorySchema = z.object({
  id: idString,
  key: z.string(),
  icon: z.enum(HELP_ICONS),
  sort: z.number().int(),
  name: z.partialRecord(z.enum(LANGUAGES), z.string()),
  description: z.partialRecord(z.enum(LANGUAGES), z.string()),
  article_count: z.number().int(),
  published_count: z.number().int(),
  updated_at: isoTime,
});
export type HelpDeskCategory = z.infer<typeof helpDeskCategorySchema>;

export const helpDeskArticleRowSchema = z.object({
  id: idString,
  key: z.string(),
  category_id: idString,
  /** The English title. */
  title: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  tags: z.array(z.string()),
  /** Languages with their own text. */
  languages: z.array(z.enum(LANGUAGES)),
  helpful: z.number().int(),
  not_helpful: z.number().int(),
  views: z.number().int(),
  updated_at: isoTime,
});
export type HelpDeskArticleRow = z.infer<typeof helpDeskArticleRowSchema>;

export const helpDeskArticleSchema = helpDeskArticleRowSchema.extend({
  texts: z.partialRecord(z.enum(LANGUAGES), helpArticleTextSchema),
});
export type HelpDeskArticle = z.infer<typeof helpDeskArticleSchema>;

/** Form bodies carry the tags as one comma-separated field; JSON bodies as an array. */
const tagList = z
  .union(
    [
      z.array(z.string()),
      z.string().transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ],
    msg('invalid_input'),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,30}$/, msg('help_tag_invalid'))).max(12, msg('invalid_input')))
  .default([]);

export const helpSaveArticleInputSchema = z.object({
  /** Absent: a new article (unpublished until published). */
  id: idField.optional(),
  category_id: idField,
  sort: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(10_000, msg('invalid_input')).default(0),
  tags: tagList,
  /**
   * Every language at once: a language with an empty title and body is removed (its readers get
   * English, flagged); English is required.
   */
  ...perLanguage('title', optionalText(HELP_TITLE_MAX)),
  ...perLanguage('body', z.string(msg('invalid_input')).max(HELP_BODY_MAX, msg('text_too_long')).default('')),
  ...perLanguage('keywords', optionalText(300)),
  ...once,
});

export const helpDeskCalls = defineCalls({
  helpDeskCategories: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'content.read',
    input: z.object({}),
    output: z.object({ items: z.array(helpDeskCategorySchema) }),
    summary: 'Help-centre categories in every language, with their article counts',
  },
  helpSaveCategory: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'content.write',
    idempotent: true,
    input: z.object({
      id: idField.optional(),
      icon: z.enum(HELP_ICONS, msg('invalid_input')),
      sort: z.coerce.number(msg('invalid_input')).int(msg('invalid_input')).min(0, msg('invalid_input')).max(10_000, msg('invalid_input')).default(0),
      ...perLanguage('name', optionalText(80)),
      ...perLanguage('description', optionalText(300)),
      ...once,
    }),
    output: helpDeskCategorySchema,
    summary:
      'Create or change a help-centre category: icon, order, name_<lang> and description_<lang> (the English name is required; other languages fall back to it)',
  },
  helpDeleteCategory: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'content.write',
    idempotent: true,
    input: z.object({ id: idField, ...once }),
    output: emptyOutput,
    summary: 'Delete an empty category (one with articles is refused: move or delete them first)',
  },
  helpDeskArticles: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'content.read',
    input: z.object({ category_id: idField.optional(), ...pagingFields(100) }),
    output: pageOf(helpDeskArticleRowSchema),
    summary: 'Articles, published or not, with their languages, votes and reads',
  },
  helpDeskArticle: {
    verbs: ['GET'],
    access: 'staff',
    permission: 'content.read',
    input: z.object({ id: idField }),
    output: helpDeskArticleSchema,
    summary: 'One article with its Markdown in every language it has',
  },
  helpSaveArticle: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'content.write',
    idempotent: true,
    input: helpSaveArticleInputSchema,
    output: helpDeskArticleSchema,
    summary: 'Create or change an article in every language at once (title_<lang>, body_<lang>, keywords_<lang>; English required); publishing is separate',
  },
  helpPublishArticle: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'content.write',
    idempotent: true,
    input: z.object({ id: idField, published: formBooleanField, ...once }),
    output: helpDeskArticleSchema,
    summary: 'Publish an article (readers see it at once) or take it back',
  },
  helpPreview: {
    verbs: ['POST'],
    access: 'staff',
    permission: 'content.read',
    input: z.object({ body: z.string(msg('invalid_input')).max(HELP_BODY_MAX, msg('text_too_long')) }),
    output: z.object({ html: z.string() }),
    summary: 'Render Markdown exactly as readers will get it (sanitised on the server), without saving',
  },
});
