import { LANGUAGES, type Lang, ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import {
  deleteHelpCategory,
  getHelpArticle,
  getHelpArticleForDesk,
  listHelpArticlesForDesk,
  listHelpCategoriesForDesk,
  listHelpCentre,
  previewHelpMarkdown,
  publishHelpArticle,
  saveHelpArticle,
  saveHelpCategory,
  searchHelp,
  voteHelp,
} from '../../modules/content/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** Votes one address may cast per minute: enough for a person reading, too few to stuff counts. */
const VOTES_PER_MINUTE = 20;
const SEARCHES_PER_MINUTE = 60;

/** `name_en`, `name_fr`, … of a form body → a language → text map. */
function byLanguage(input: Record<string, unknown>, prefix: string): Partial<Record<Lang, string>> {
  const texts: Partial<Record<Lang, string>> = {};
  for (const lang of LANGUAGES) {
    const value = input[`${prefix}_${lang}`];
    if (typeof value === 'string') texts[lang] = value;
  }
  return texts;
}

/** The help centre (issue 16): readers' calls, and the content desk's (every change audited in its own transaction). */
export function registerHelpRoutes(app: FastifyInstance, services: Services): void {
  const { clock } = services;

  defineCall(app, services, 'web', 'getTextsList', {
    handler: async (input, ctx) =>
      ok(
        await listHelpCentre(ctx.db, {
          lang: ctx.lang,
          categoryId: input.category_id === undefined ? undefined : BigInt(input.category_id),
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'web', 'getHelpArticle', {
    handler: (input, ctx) => getHelpArticle(ctx.db, { id: BigInt(input.id), lang: ctx.lang, userId: ctx.session?.userId, browserId: input.browser_id }),
  });
  defineCall(app, services, 'web', 'searchHelp', {
    rateLimitPerMinute: SEARCHES_PER_MINUTE,
    handler: (input, ctx) => searchHelp(ctx.db, { lang: ctx.lang, query: input.q, page: input.page, pageSize: input.page_size }),
  });
  defineCall(app, services, 'web', 'voteHelp', {
    rateLimitPerMinute: VOTES_PER_MINUTE,
    handler: (input, ctx) =>
      voteHelp(ctx.db, clock, { id: BigInt(input.id), helpful: input.helpful, lang: ctx.lang, userId: ctx.session?.userId, browserId: input.browser_id }),
  });

  defineCall(app, services, 'admin', 'helpDeskCategories', { handler: async (_input, ctx) => ok(await listHelpCategoriesForDesk(ctx.db)) });
  defineCall(app, services, 'admin', 'helpSaveCategory', {
    audit: {
      action: 'help.saveCategory',
      target: (input, value) => `help_category:${input.id ?? value?.id ?? 'new'}`,
      details: (input) => ({ icon: input.icon, sort: input.sort, name: byLanguage(input, 'name'), description: byLanguage(input, 'description') }),
    },
    handler: (input, ctx) =>
      saveHelpCategory(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        icon: input.icon,
        sort: input.sort,
        name: byLanguage(input, 'name'),
        description: byLanguage(input, 'description'),
      }),
  });
  defineCall(app, services, 'admin', 'helpDeleteCategory', {
    audit: { action: 'help.deleteCategory', target: (input) => `help_category:${input.id}`, details: () => ({}) },
    handler: (input, ctx) => deleteHelpCategory(ctx.db, { id: BigInt(input.id) }),
  });
  defineCall(app, services, 'admin', 'helpDeskArticles', {
    handler: async (input, ctx) =>
      ok(
        await listHelpArticlesForDesk(ctx.db, {
          categoryId: input.category_id === undefined ? undefined : BigInt(input.category_id),
          page: input.page,
          pageSize: input.page_size,
        }),
      ),
  });
  defineCall(app, services, 'admin', 'helpDeskArticle', { handler: (input, ctx) => getHelpArticleForDesk(ctx.db, { id: BigInt(input.id) }) });
  defineCall(app, services, 'admin', 'helpSaveArticle', {
    audit: {
      action: 'help.saveArticle',
      target: (input, value) => `help_article:${input.id ?? value?.id ?? 'new'}`,
      // The titles and the languages kept; the bodies are the article's own (up to 13 × 10,000 characters), not the log's.
      details: (input, value) => ({
        category_id: input.category_id,
        sort: input.sort,
        tags: input.tags,
        languages: value?.languages,
        titles: byLanguage(input, 'title'),
      }),
    },
    handler: (input, ctx) =>
      saveHelpArticle(ctx.db, clock, {
        id: input.id === undefined ? undefined : BigInt(input.id),
        categoryId: BigInt(input.category_id),
        sort: input.sort,
        tags: input.tags,
        texts: articleTexts(input),
        staffId: ctx.staff.id,
      }),
  });
  defineCall(app, services, 'admin', 'helpPublishArticle', {
    audit: { action: 'help.publishArticle', target: (input) => `help_article:${input.id}`, details: (input) => ({ published: input.published }) },
    handler: (input, ctx) => publishHelpArticle(ctx.db, clock, { id: BigInt(input.id), published: input.published, staffId: ctx.staff.id }),
  });
  defineCall(app, services, 'admin', 'helpPreview', {
    // A preview changes nothing, but every staff POST is audited; the entry records that a draft was rendered, not its text.
    audit: { action: 'help.preview', target: () => 'help_article:preview', details: (input) => ({ length: input.body.length }) },
    handler: async (input) => ok(previewHelpMarkdown({ body: input.body })),
  });
}

/** title_<lang>, body_<lang>, keywords_<lang> → the texts per language that were given. */
function articleTexts(input: Record<string, unknown>): Partial<Record<Lang, { title: string; body: string; keywords: string }>> {
  const titles = byLanguage(input, 'title');
  const bodies = byLanguage(input, 'body');
  const keywords = byLanguage(input, 'keywords');
  const texts: Partial<Record<Lang, { title: string; body: string; keywords: string }>> = {};
  for (const lang of LANGUAGES) texts[lang] = { title: titles[lang] ?? '', body: bodies[lang] ?? '', keywords: keywords[lang] ?? '' };
  return texts;
}
