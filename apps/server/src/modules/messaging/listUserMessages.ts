import type { Catalogue } from '@veritex/i18n';
import type { InboxPage, Lang } from '@veritex/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { countUnreadMessages } from './countUnreadMessages.js';
import { messageView } from './messageView.js';
import { userMessages } from './schema.js';

/** web/getMessages: newest first (all, or only the unread), rendered in the reader's language; `unread` counts the whole inbox. */
export async function listUserMessages(
  db: DbOrTx,
  catalogue: Catalogue,
  input: { userId: bigint; lang: Lang; page: number; pageSize: number; unreadOnly?: boolean },
): Promise<InboxPage> {
  const listed = input.unreadOnly ? and(eq(userMessages.userId, input.userId), isNull(userMessages.readAt)) : eq(userMessages.userId, input.userId);
  const rows = await db
    .select()
    .from(userMessages)
    .where(listed)
    .orderBy(desc(userMessages.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(userMessages).where(listed);
  return {
    total: total?.n ?? 0,
    unread: await countUnreadMessages(db, input.userId),
    items: rows.map((row) => messageView(catalogue, input.lang, row)),
  };
}
