import type { HelpCategoryView, HelpList, Lang } from '@veritex/shared';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { helpIcon, localised, type ShownArticle, shownArticles, summaryOf } from './helpViews.js';
import { helpCategories } from './schema.js';

/** Articles each category shows on the front page. */
const OVERVIEW_ARTICLES = 5;
const POPULAR_ARTICLES = 6;

/**
 * web/getTextsList: the front page of the help centre (every category with its first articles, and
 * the most read in the reader's language), or one category's articles page by page.
 */
export async function listHelpCentre(db: DbOrTx, options: { lang: Lang; categoryId?: bigint; page: number; pageSize: number }): Promise<HelpList> {
  const { lang } = options;
  const categories = await db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  const articles = await shownArticles(db, lang);
  const byCategory = new Map<string, ShownArticle[]>();
  for (const article of articles) byCategory.set(article.category_id, [...(byCategory.get(article.category_id) ?? []), article]);
  const viewOf = (row: (typeof categories)[number], shown: ShownArticle[]): HelpCategoryView => ({
    id: String(row.id),
    icon: helpIcon(row.icon),
    name: localised(row.name, lang),
    description: localised(row.description, lang),
    article_count: byCategory.get(String(row.id))?.length ?? 0,
    articles: shown.map((article) => summaryOf(article, lang)),
  });
  // A category without a published article is not shown to readers.
  const visible = categories.filter((row) => byCategory.has(String(row.id)));
  if (options.categoryId !== undefined) {
    const row = visible.find((category) => category.id === options.categoryId);
    const all = row ? (byCategory.get(String(row.id)) ?? []) : [];
    const start = (options.page - 1) * options.pageSize;
    return {
      categories: visible.map((category) => viewOf(category, [])),
      popular: [],
      category: row ? viewOf(row, []) : null,
      items: all.slice(start, start + options.pageSize).map((article) => summaryOf(article, lang)),
      total: all.length,
    };
  }
  return {
    categories: visible.map((category) => viewOf(category, (byCategory.get(String(category.id)) ?? []).slice(0, OVERVIEW_ARTICLES))),
    popular: (await popularArticles(db, lang)).map((article) => summaryOf(article, lang)),
    category: null,
    items: [],
    total: articles.length,
  };
}

/**
 * Most read by readers of this language (Chatwoot's popular list ignored the locale and offered
 * readers articles in languages they do not read): reads in `lang`, then helpful votes, then order.
 */
function popularArticles(db: DbOrTx, lang: Lang): Promise<ShownArticle[]> {
  return shownArticles(
    db,
    lang,
    sql`true`,
    sql`order by coalesce((select v.views from help_article_views v where v.article_id = a.id and v.lang = ${lang}), 0) desc,
                 (select count(*) from help_votes h where h.article_id = a.id and h.helpful) desc,
                 a.sort, a.id
        limit ${POPULAR_ARTICLES}`,
  );
}
