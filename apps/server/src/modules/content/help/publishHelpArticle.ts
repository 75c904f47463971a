import { fail, type HelpDeskArticle, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskArticle } from './helpDeskViews.js';
import { helpArticles } from './schema.js';

/** admin/helpPublishArticle: readers see the article (or stop seeing it) at once. */
export async function publishHelpArticle(
  db: DbOrTx,
  clock: Clock,
  options: { id: bigint; published: boolean; staffId: bigint },
): Promise<Result<HelpDeskArticle>> {
  const updated = await db
    .update(helpArticles)
    .set({ published: options.published, updatedAt: clock.now(), updatedBy: options.staffId })
    .where(eq(helpArticles.id, options.id))
    .returning({ id: helpArticles.id });
  if (updated.length === 0) return fail('not_found');
  const saved = await deskArticle(db, options.id);
  return saved ? ok(saved) : fail('not_found');
}
