import { DEFAULT_LANG, HELP_ICONS, type HelpArticleSummary, type HelpIcon, type Lang } from '@veritex/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { excerptOf, plainText } from './helpSearchText.js';
import type { LocalisedText } from './schema.js';

/** A category's name or description in the reader's language, else English. */
export function localised(text: LocalisedText, lang: Lang): string {
  return text[lang] || text[DEFAULT_LANG] || '';
}

export function helpIcon(value: string): HelpIcon {
  return (HELP_ICONS as readonly string[]).includes(value) ? (value as HelpIcon) : 'question';
}

/** One published article with the text a reader of `lang` gets (their language, else English). */
export type ShownArticle = {
  id: string;
  category_id: string;
  sort: number;
  tags: string[];
  lang: string;
  title: string;
  body: string;
  search_title: string;
  search_body: string;
  updated_at: Date;
};

/**
 * Published articles as a reader of `lang` sees them, filtered by `where` (over `a` the article and
 * `t` its shown text). An article without a text in `lang` shows its English one.
 */
export async function shownArticles(db: DbOrTx, lang: Lang, where: SQL = sql`true`, tail: SQL = sql`order by a.sort, a.id`): Promise<ShownArticle[]> {
  const result = await db.execute<ShownArticle>(sql`
    select a.id::text as id, a.category_id::text as category_id, a.sort, a.tags, t.lang, t.title, t.body, t.search_title, t.search_body,
           greatest(a.updated_at, t.updated_at) as updated_at
      from help_articles a
      join help_article_texts t on t.article_id = a.id
       and t.lang = (case when exists (select 1 from help_article_texts own where own.article_id = a.id and own.lang = ${lang})
                          then ${lang} else ${DEFAULT_LANG} end)
     where a.published and (${where})
     ${tail}`);
  return result.rows.map((row) => ({ ...row, updated_at: new Date(row.updated_at) }));
}

export function summaryOf(article: ShownArticle, lang: Lang): HelpArticleSummary {
  return {
    id: article.id,
    category_id: article.category_id,
    title: article.title,
    excerpt: excerptOf(plainText(article.body)),
    fallback: article.lang !== lang,
    updated_at: article.updated_at.toISOString(),
  };
}
