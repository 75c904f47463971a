import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { helpArticles, helpCategories } from './schema.js';

/** admin/helpDeleteCategory: only an empty category goes (articles are moved or deleted first). */
export async function deleteHelpCategory(db: DbOrTx, options: { id: bigint }): Promise<Result<Record<string, never>>> {
  const articles = await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.categoryId, options.id));
  if (articles.length > 0) return fail('help_category_not_empty', { count: articles.length });
  const deleted = await db.delete(helpCategories).where(eq(helpCategories.id, options.id)).returning({ id: helpCategories.id });
  return deleted.length > 0 ? ok({}) : fail('help_category_unknown');
}
