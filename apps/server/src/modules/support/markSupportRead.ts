import { fail, ok, type Result, type SupportConversationView } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserConversation } from './conversationRecords.js';
import { supportConversations, supportMessages } from './schema.js';
import { notifyConversationChanged } from './supportEvents.js';
import { agentNames, conversationView } from './views.js';

/**
 * web/supportRead: the user has read their conversation up to one of its messages (the agent's
 * page shows the read ticks). Marks only move forward; a message of someone else's conversation
 * is answered as unknown.
 */
export async function markSupportRead(db: DbOrTx, input: { userId: bigint; messageId: bigint }): Promise<Result<SupportConversationView>> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select({ conversationId: supportMessages.conversationId }).from(supportMessages).where(eq(supportMessages.id, input.messageId));
    const conversation = message ? await findUserConversation(tx, input.userId, message.conversationId, { lock: true }) : undefined;
    if (!conversation) return fail('support_message_unknown', { field: 'message_id' });
    let row = conversation;
    if (input.messageId > conversation.userReadThrough) {
      const [updated] = await tx
        .update(supportConversations)
        .set({ userReadThrough: sql`greatest(${supportConversations.userReadThrough}, ${input.messageId})` })
        .where(eq(supportConversations.id, conversation.id))
        .returning();
      if (updated) row = updated;
      await notifyConversationChanged(tx, conversation);
    }
    return ok(conversationView(row, await agentNames(tx, [row.agentId])));
  });
}
