import type { HelpDeskCategory } from '@veritex/shared';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.js';
import { categoryCounts, deskCategoryView } from './helpDeskViews.js';
import { helpCategories } from './schema.js';

/** admin/helpDeskCategories: every category in every language, with its article counts. */
export async function listHelpCategoriesForDesk(db: DbOrTx): Promise<{ items: HelpDeskCategory[] }> {
  const counts = await categoryCounts(db);
  const rows = await db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  return { items: rows.map((row) => deskCategoryView(row, counts.get(String(row.id)) ?? { articles: 0, published: 0 })) };
}
