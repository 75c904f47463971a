import type { SupportDeskConversation } from '@veritex/shared';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deskConversationViews } from './deskViews.js';
import { supportConversations } from './schema.js';

/**
 * admin/supportQueue: `active` conversations by waiting time, the user who has waited longest
 * first (those the agent answered last follow, oldest activity first); `closed` ones newest first.
 */
export async function listSupportQueue(
  db: DbOrTx,
  input: { scope: 'active' | 'closed'; page: number; pageSize: number },
): Promise<{ items: SupportDeskConversation[]; total: number }> {
  const where = input.scope === 'active' ? ne(supportConversations.status, 'closed') : eq(supportConversations.status, 'closed');
  const order =
    input.scope === 'active'
      ? [sql`${supportConversations.waitingSince} asc nulls last`, asc(supportConversations.lastMessageAt), asc(supportConversations.id)]
      : [desc(supportConversations.closedAt), desc(supportConversations.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(supportConversations)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(supportConversations).where(where),
  ]);
  return { items: await deskConversationViews(db, rows), total: count?.n ?? 0 };
}
