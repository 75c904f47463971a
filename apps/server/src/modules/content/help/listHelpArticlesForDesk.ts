import type { HelpDeskArticleRow } from '@veritex/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskArticleRows } from './helpDeskViews.js';
import { helpArticles } from './schema.js';

/** admin/helpDeskArticles: articles, published or not, in the readers' order. */
export async function listHelpArticlesForDesk(
  db: DbOrTx,
  options: { categoryId?: bigint; page: number; pageSize: number },
): Promise<{ items: HelpDeskArticleRow[]; total: number }> {
  const where = options.categoryId === undefined ? undefined : eq(helpArticles.categoryId, options.categoryId);
  const [total] = await db.select({ value: count() }).from(helpArticles).where(where);
  const rows = await db
    .select()
    .from(helpArticles)
    .where(where)
    .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items: await deskArticleRows(db, rows), total: total?.value ?? 0 };
}
