import { fail, ok, type Result, type SupportDeskConversation } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findConversation } from './conversationRecords.js';
import { deskConversationOne } from './deskViews.js';
import { supportConversations, supportMessages } from './schema.js';
import { notifyConversationChanged } from './supportEvents.js';

/** admin/supportDeskRead: the agents have read a conversation up to one of its messages (the user's page shows the read ticks). */
export async function markDeskRead(db: DbOrTx, input: { conversationId: bigint; messageId: bigint }): Promise<Result<SupportDeskConversation>> {
  const conversation = await findConversation(db, input.conversationId, { lock: true });
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  const [message] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.id, input.messageId), eq(supportMessages.conversationId, conversation.id)));
  if (!message) return fail('support_message_unknown', { field: 'message_id' });
  if (input.messageId <= conversation.agentReadThrough) return ok(await deskConversationOne(db, conversation));
  const [updated] = await db
    .update(supportConversations)
    .set({ agentReadThrough: sql`greatest(${supportConversations.agentReadThrough}, ${input.messageId})` })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  await notifyConversationChanged(db, conversation);
  return ok(await deskConversationOne(db, updated ?? conversation));
}
