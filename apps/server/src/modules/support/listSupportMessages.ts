import type { SupportMessages } from '@veritex/shared';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { supportConversations, supportMessages } from './schema.js';
import { agentNames, messageView } from './views.js';

/** Messages per answer; older ones come with `before`, newer ones with `after`. */
const PAGE = 100;

/**
 * web/supportMessages: the user's whole history with support, across every conversation they had
 * (closing lines between them), oldest first: the newest page, or those after (a reconnect's
 * catch-up) or before (scrolling back) a message id. Kept on the server, so every session and
 * device of the user reads the same history. Agent lines carry the user's anti-phishing code.
 */
export async function listSupportMessages(db: DbOrTx, input: { userId: bigint; after?: bigint; before?: bigint }): Promise<SupportMessages> {
  const mine = eq(supportConversations.userId, input.userId);
  const window =
    input.after !== undefined ? gt(supportMessages.id, input.after) : input.before !== undefined ? lt(supportMessages.id, input.before) : undefined;
  const newestFirst = input.after === undefined;
  const rows = await db
    .select({ message: supportMessages })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(and(mine, window))
    .orderBy(newestFirst ? desc(supportMessages.id) : asc(supportMessages.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE).map((row) => row.message);
  if (newestFirst) page.reverse();
  const [user, names] = await Promise.all([
    findUserById(db, input.userId),
    agentNames(
      db,
      page.map((row) => row.staffId),
    ),
  ]);
  const antiPhishing = user?.antiPhishingCode || null;
  return { items: page.map((row) => messageView(row, names, { antiPhishing })), has_more: rows.length > PAGE };
}
