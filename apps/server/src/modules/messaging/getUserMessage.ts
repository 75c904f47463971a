import type { Catalogue } from '@veritex/i18n';
import { fail, type InboxMessageDetail, type Lang, ok, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { countUnreadMessages } from './countUnreadMessages.js';
import { messageView } from './messageView.js';
import { userMessages } from './schema.js';

/** web/getMessage: one of the reader's own messages; another user's id answers not_found like one that does not exist. */
export async function getUserMessage(db: DbOrTx, catalogue: Catalogue, input: { userId: bigint; id: bigint; lang: Lang }): Promise<Result<InboxMessageDetail>> {
  const [row] = await db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.id, input.id), eq(userMessages.userId, input.userId)));
  if (!row) return fail('not_found');
  return ok({ message: messageView(catalogue, input.lang, row), unread: await countUnreadMessages(db, input.userId) });
}
