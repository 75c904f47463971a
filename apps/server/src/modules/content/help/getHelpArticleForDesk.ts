import { fail, type HelpDeskArticle, ok, type Result } from '@veritex/shared';
import type { DbOrTx } from '../../../platform/db/client.js';
import { deskArticle } from './helpDeskViews.js';

/** admin/helpDeskArticle. */
export async function getHelpArticleForDesk(db: DbOrTx, options: { id: bigint }): Promise<Result<HelpDeskArticle>> {
  const article = await deskArticle(db, options.id);
  return article ? ok(article) : fail('not_found');
}
