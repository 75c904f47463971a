import { randomUUID } from 'node:crypto';
import { DEFAULT_LANG, fail, type HelpDeskCategory, type HelpIcon, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { categoryCounts, deskCategoryView } from './helpDeskViews.js';
import { helpCategories, type LocalisedText } from './schema.js';

/** Drops empty translations: a language without a name falls back to English. */
function cleaned(map: LocalisedText): LocalisedText {
  return Object.fromEntries(Object.entries(map).filter(([, text]) => text !== undefined && text.trim() !== ''));
}

/** admin/helpSaveCategory: a new category, or new names, icon and order for one (audited by the route). */
export async function saveHelpCategory(
  db: DbOrTx,
  clock: Clock,
  options: { id?: bigint; icon: HelpIcon; sort: number; name: LocalisedText; description: LocalisedText },
): Promise<Result<HelpDeskCategory>> {
  const name = cleaned(options.name);
  const description = cleaned(options.description);
  if (!name[DEFAULT_LANG]) return fail('help_english_required', { field: 'name' });
  const now = clock.now();
  const values = { icon: options.icon, sort: options.sort, name, description, updatedAt: now };
  const [row] =
    options.id === undefined
      ? await db
          .insert(helpCategories)
          .values({ ...values, key: `staff-${randomUUID()}`, createdAt: now })
          .returning()
      : await db.update(helpCategories).set(values).where(eq(helpCategories.id, options.id)).returning();
  if (!row) return fail('help_category_unknown');
  const counts = (await categoryCounts(db)).get(String(row.id)) ?? { articles: 0, published: 0 };
  return ok(deskCategoryView(row, counts));
}
