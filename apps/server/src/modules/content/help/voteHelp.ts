import { fail, type Lang, ok, type Result } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { shownArticles } from './helpViews.js';
import { voterOf } from './helpVoter.js';
import { helpVotes } from './schema.js';

/**
 * web/voteHelp: "was this helpful" on a published article. One vote per signed-in user, or per
 * browser id for a visitor (the route limits how fast one address may vote); voting again replaces
 * the vote, so a repeat changes nothing and counts stay one per voter.
 */
export async function voteHelp(
  db: DbOrTx,
  clock: Clock,
  options: { id: bigint; helpful: boolean; lang: Lang; userId?: bigint; browserId?: string },
): Promise<Result<{ id: string; my_vote: boolean }>> {
  const voter = voterOf(options);
  if (!voter) return fail('invalid_input', { field: 'browser_id' });
  const [article] = await shownArticles(db, options.lang, sql`a.id = ${options.id}`);
  if (!article) return fail('not_found');
  const now = clock.now();
  await db
    .insert(helpVotes)
    .values({ articleId: options.id, voter, helpful: options.helpful, lang: options.lang, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [helpVotes.articleId, helpVotes.voter], set: { helpful: options.helpful, lang: options.lang, updatedAt: now } });
  return ok({ id: article.id, my_vote: options.helpful });
}
