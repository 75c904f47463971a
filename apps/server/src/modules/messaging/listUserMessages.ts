import type { Catalogue } from '@veritex/i18n';
import type { InboxPage, Lang } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { countUnreadMessages } from './countUnreadMessages.js';
import { messageView } from './messageView.js';
import { userMessages } from './schema.js';

/** web/getMessages: newest first, rendered in the reader's language; `unread` counts the whole inbox. */
export async function listUserMessages(
  db: DbOrTx,
  catalogue: Catalogue,
  input: { userId: bigint; lang: Lang; page: number; pageSize: number },
): Promise<InboxPage> {
  const rows = await db
    .select()
    .from(userMessages)
    .where(eq(userMessages.userId, input.userId))
    .orderBy(desc(userMessages.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, input.userId));
  return {
    total: total?.n ?? 0,
    unread: await countUnreadMessages(db, input.userId),
    items: rows.map((row) => messageView(catalogue, input.lang, row)),
  };
}
