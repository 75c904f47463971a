import { randomUUID } from 'node:crypto';
import { DEFAULT_LANG, fail, type HelpDeskArticle, isLang, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskArticle } from './helpDeskViews.js';
import { searchColumns } from './helpSearchText.js';
import { helpArticles, helpArticleTexts, helpCategories } from './schema.js';

export interface HelpTextInput {
  title: string;
  body: string;
  keywords: string;
}

/**
 * The languages an article will have: those with a title and a body. A language left empty is
 * removed (its readers get English, flagged); one with only a title or only a body is refused, so a
 * half-written translation never reaches readers. English is required.
 */
function languagesOf(texts: Partial<Record<Lang, HelpTextInput>>): Result<Array<[Lang, HelpTextInput]>> {
  const kept: Array<[Lang, HelpTextInput]> = [];
  for (const [lang, text] of Object.entries(texts)) {
    if (!isLang(lang) || !text) continue;
    const title = text.title.trim();
    const hasBody = text.body.trim() !== '';
    if (title === '' && !hasBody) continue;
    if (title === '' || !hasBody) return fail('invalid_input', { field: `texts.${lang}.${title === '' ? 'title' : 'body'}` });
    kept.push([lang, { title, body: text.body, keywords: text.keywords.trim() }]);
  }
  if (!kept.some(([lang]) => lang === DEFAULT_LANG)) return fail('help_english_required', { field: `texts.${DEFAULT_LANG}.title` });
  return ok(kept);
}

/** admin/helpSaveArticle: a new article (unpublished) or the new version of one, every language at once (audited by the route). */
export async function saveHelpArticle(
  db: DbOrTx,
  clock: Clock,
  options: { id?: bigint; categoryId: bigint; sort: number; tags: string[]; texts: Partial<Record<Lang, HelpTextInput>>; staffId: bigint },
): Promise<Result<HelpDeskArticle>> {
  const languages = languagesOf(options.texts);
  if (!languages.ok) return languages;
  const [category] = await db.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, options.categoryId));
  if (!category) return fail('help_category_unknown', { field: 'category_id' });
  const now = clock.now();
  const values = { categoryId: options.categoryId, sort: options.sort, tags: [...new Set(options.tags)], updatedAt: now, updatedBy: options.staffId };
  const [article] =
    options.id === undefined
      ? await db
          .insert(helpArticles)
          .values({ ...values, key: `staff-${randomUUID()}`, published: false, createdAt: now })
          .returning({ id: helpArticles.id })
      : await db.update(helpArticles).set(values).where(eq(helpArticles.id, options.id)).returning({ id: helpArticles.id });
  if (!article) return fail('not_found');
  const kept = languages.value.map(([lang]) => lang);
  await db.delete(helpArticleTexts).where(and(eq(helpArticleTexts.articleId, article.id), notInArray(helpArticleTexts.lang, kept)));
  for (const [lang, text] of languages.value) {
    const row = { ...text, ...searchColumns(text), updatedAt: now };
    await db
      .insert(helpArticleTexts)
      .values({ articleId: article.id, lang, ...row })
      .onConflictDoUpdate({ target: [helpArticleTexts.articleId, helpArticleTexts.lang], set: row });
  }
  const saved = await deskArticle(db, article.id);
  return saved ? ok(saved) : fail('not_found');
}
