import { fail, type HelpSearchResult, type Lang, ok, type Result } from '@veritex/shared';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { markHits, plainText, searchTerms, snippetAround } from './helpSearchText.js';
import { localised, shownArticles, summaryOf } from './helpViews.js';
import { helpCategories } from './schema.js';

/**
 * web/searchHelp: published articles whose shown text (the reader's language, else English)
 * contains every term of the query, in the title, keywords or body (helpSearchText.ts: a substring
 * match over folded text, so Chinese, Japanese and Thai words match without spaces). Ranked by
 * terms found in the title, then the whole query in the title, then the body; matches marked.
 */
export async function searchHelp(db: DbOrTx, options: { lang: Lang; query: string; page: number; pageSize: number }): Promise<Result<HelpSearchResult>> {
  const terms = searchTerms(options.query);
  if (terms.length === 0) return fail('help_query_empty');
  const phrase = terms.join(' ');
  const inTitle = (term: string) => sql`(strpos(t.search_title, ${term}) > 0)::int`;
  const every = sql.join(
    terms.map((term) => sql`(strpos(t.search_title, ${term}) > 0 or strpos(t.search_body, ${term}) > 0)`),
    sql` and `,
  );
  const titleScore = sql.join(terms.map(inTitle), sql` + `);
  const found = await shownArticles(db, options.lang, every, sql`order by (${titleScore}) desc, (strpos(t.search_title, ${phrase}) > 0) desc, a.sort, a.id`);
  const categories = new Map((await db.select().from(helpCategories).orderBy(asc(helpCategories.id))).map((row) => [String(row.id), row]));
  const start = (options.page - 1) * options.pageSize;
  const items = found.slice(start, start + options.pageSize).map((article) => {
    const category = categories.get(article.category_id);
    return {
      ...summaryOf(article, options.lang),
      title_parts: markHits(article.title, terms),
      snippet_parts: snippetAround(plainText(article.body), terms),
      category_name: category ? localised(category.name, options.lang) : '',
    };
  });
  return ok({ items, total: found.length });
}
