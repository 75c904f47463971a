import { fail, type HelpArticleView, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { renderMarkdown } from '../renderMarkdown.js';
import { helpIcon, localised, shownArticles, summaryOf } from './helpViews.js';
import { voterOf } from './helpVoter.js';
import { helpArticleViews, helpCategories, helpVotes } from './schema.js';

const RELATED_ARTICLES = 5;

/**
 * web/getHelpArticle: a published article in the reader's language, or in English with
 * `fallback` set so the page says so (never a blank page). Counts the read for "popular" in that
 * language. An unpublished or unknown id answers `not_found` alike.
 */
export async function getHelpArticle(db: DbOrTx, options: { id: bigint; lang: Lang; userId?: bigint; browserId?: string }): Promise<Result<HelpArticleView>> {
  const { lang } = options;
  const [article] = await shownArticles(db, lang, sql`a.id = ${options.id}`);
  if (!article) return fail('not_found');
  const [category] = await db
    .select()
    .from(helpCategories)
    .where(eq(helpCategories.id, BigInt(article.category_id)));
  if (!category) return fail('not_found');
  await db
    .insert(helpArticleViews)
    .values({ articleId: options.id, lang, views: 1 })
    .onConflictDoUpdate({ target: [helpArticleViews.articleId, helpArticleViews.lang], set: { views: sql`${helpArticleViews.views} + 1` } });
  const voter = voterOf(options);
  const [vote] = voter
    ? await db
        .select({ helpful: helpVotes.helpful })
        .from(helpVotes)
        .where(and(eq(helpVotes.articleId, options.id), eq(helpVotes.voter, voter)))
    : [];
  // Related: same category or at least one shared tag; most shared tags first, then the same category.
  const related = await shownArticles(
    db,
    lang,
    sql`a.id <> ${options.id} and (a.category_id = ${BigInt(article.category_id)} or a.tags && ${sql.param(article.tags)}::text[])`,
    sql`order by cardinality(array(select unnest(a.tags) intersect select unnest(${sql.param(article.tags)}::text[]))) desc,
                 (a.category_id = ${BigInt(article.category_id)}) desc, a.sort, a.id
        limit ${RELATED_ARTICLES}`,
  );
  return ok({
    id: article.id,
    category: { id: String(category.id), icon: helpIcon(category.icon), name: localised(category.name, lang) },
    lang: article.lang as Lang,
    fallback: article.lang !== lang,
    title: article.title,
    html: renderMarkdown(article.body),
    tags: article.tags,
    updated_at: article.updated_at.toISOString(),
    my_vote: vote ? vote.helpful : null,
    related: related.map((row) => summaryOf(row, lang)),
  });
}
