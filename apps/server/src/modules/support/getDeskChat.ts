import { fail, ok, type Result, type SupportDeskConversation, type SupportMessage } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findConversation } from './conversationRecords.js';
import { deskConversationOne } from './deskViews.js';
import { supportMessages } from './schema.js';
import { agentNames, messageView } from './views.js';

/** A conversation's lines the desk reads at once (a support chat rarely comes near it). */
const MAX_LINES = 2000;

/** admin/supportDeskChat: one conversation with its messages, oldest first. */
export async function getDeskChat(
  db: DbOrTx,
  input: { conversationId: bigint },
): Promise<Result<{ conversation: SupportDeskConversation; messages: SupportMessage[] }>> {
  const conversation = await findConversation(db, input.conversationId);
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(asc(supportMessages.id))
    .limit(MAX_LINES);
  const names = await agentNames(
    db,
    rows.map((row) => row.staffId),
  );
  return ok({ conversation: await deskConversationOne(db, conversation), messages: rows.map((row) => messageView(row, names, 'desk')) });
}
