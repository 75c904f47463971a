import { type HelpDeskArticle, type HelpDeskArticleRow, type HelpDeskCategory, isLang, type Lang } from '@veritex/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { helpIcon } from './helpViews.js';
import { type HelpArticle, helpArticles, helpArticleTexts, helpArticleViews, type helpCategories, helpVotes } from './schema.js';

type CategoryRow = typeof helpCategories.$inferSelect;

export function deskCategoryView(row: CategoryRow, counts: { articles: number; published: number }): HelpDeskCategory {
  return {
    id: String(row.id),
    key: row.key,
    icon: helpIcon(row.icon),
    sort: row.sort,
    name: onlyLanguages(row.name),
    description: onlyLanguages(row.description),
    article_count: counts.articles,
    published_count: counts.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

function onlyLanguages(map: Partial<Record<string, string>>): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const [lang, text] of Object.entries(map)) if (isLang(lang) && text) out[lang] = text;
  return out;
}

/** Article counts per category: all, and published. */
export async function categoryCounts(db: DbOrTx): Promise<Map<string, { articles: number; published: number }>> {
  const rows = await db
    .select({
      categoryId: helpArticles.categoryId,
      articles: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${helpArticles.published}))::int`,
    })
    .from(helpArticles)
    .groupBy(helpArticles.categoryId);
  return new Map(rows.map((row) => [String(row.categoryId), { articles: row.articles, published: row.published }]));
}

/** Desk rows of these articles: English title, languages, votes and reads. */
export async function deskArticleRows(db: DbOrTx, articles: HelpArticle[]): Promise<HelpDeskArticleRow[]> {
  if (articles.length === 0) return [];
  const ids = articles.map((article) => article.id);
  const texts = await db
    .select({ articleId: helpArticleTexts.articleId, lang: helpArticleTexts.lang, title: helpArticleTexts.title })
    .from(helpArticleTexts)
    .where(inArray(helpArticleTexts.articleId, ids))
    .orderBy(asc(helpArticleTexts.lang));
  const votes = await db
    .select({
      articleId: helpVotes.articleId,
      helpful: sql<number>`(count(*) filter (where ${helpVotes.helpful}))::int`,
      notHelpful: sql<number>`(count(*) filter (where not ${helpVotes.helpful}))::int`,
    })
    .from(helpVotes)
    .where(inArray(helpVotes.articleId, ids))
    .groupBy(helpVotes.articleId);
  const views = await db
    .select({ articleId: helpArticleViews.articleId, views: sql<number>`sum(${helpArticleViews.views})::int` })
    .from(helpArticleViews)
    .where(inArray(helpArticleViews.articleId, ids))
    .groupBy(helpArticleViews.articleId);
  return articles.map((article) => {
    const own = texts.filter((text) => text.articleId === article.id);
    const vote = votes.find((row) => row.articleId === article.id);
    return {
      id: String(article.id),
      key: article.key,
      category_id: String(article.categoryId),
      title: own.find((text) => text.lang === 'en')?.title ?? '',
      sort: article.sort,
      published: article.published,
      tags: article.tags,
      languages: own.map((text) => text.lang).filter(isLang),
      helpful: vote?.helpful ?? 0,
      not_helpful: vote?.notHelpful ?? 0,
      views: views.find((row) => row.articleId === article.id)?.views ?? 0,
      updated_at: article.updatedAt.toISOString(),
    };
  });
}

/** One article with its Markdown in every language it has. */
export async function deskArticle(db: DbOrTx, id: bigint): Promise<HelpDeskArticle | undefined> {
  const [article] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  if (!article) return undefined;
  const [row] = await deskArticleRows(db, [article]);
  if (!row) return undefined;
  const texts: HelpDeskArticle['texts'] = {};
  for (const text of await db.select().from(helpArticleTexts).where(eq(helpArticleTexts.articleId, id))) {
    if (isLang(text.lang)) texts[text.lang] = { title: text.title, body: text.body, keywords: text.keywords, updated_at: text.updatedAt.toISOString() };
  }
  return { ...row, texts };
}
