import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type SupportConversationRow, type SupportMessageRow, supportConversations, supportMessages } from './schema.js';
import { notifyConversationChanged } from './supportEvents.js';

export type NewLine =
  | { sender: 'user'; text: string; imageId: string | null; clientId: string | null }
  | { sender: 'agent'; staffId: bigint; text: string }
  | { sender: 'system'; staffId: bigint | null; event: 'assigned' | 'transferred' | 'closed'; params?: Record<string, string> };

/**
 * Appends a line to a conversation in the caller's transaction (the conversation's row locked by
 * the caller), moves the conversation along and tells the user's and the desk's sockets on commit.
 * A user's line puts the conversation (back) in the agents' court and starts its waiting time if
 * none runs; an agent's line stops it and leaves the ball with the user. Each side has read
 * everything up to its own line.
 */
export async function appendMessage(tx: DbOrTx, clock: Clock, conversation: SupportConversationRow, line: NewLine): Promise<SupportMessageRow> {
  const now = clock.now();
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId: conversation.id,
      sender: line.sender,
      staffId: line.sender === 'user' ? null : line.staffId,
      text: line.sender === 'system' ? '' : line.text,
      imageId: line.sender === 'user' ? line.imageId : null,
      event: line.sender === 'system' ? line.event : null,
      params: line.sender === 'system' ? (line.params ?? {}) : {},
      clientId: line.sender === 'user' ? line.clientId : null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('support message insert returned nothing');
  if (line.sender === 'user') {
    await tx
      .update(supportConversations)
      .set({
        status: conversation.agentId === null ? 'open' : 'assigned',
        waitingSince: conversation.waitingSince ?? now,
        lastMessageAt: now,
        userReadThrough: sql`greatest(${supportConversations.userReadThrough}, ${row.id})`,
      })
      .where(eq(supportConversations.id, conversation.id));
  } else if (line.sender === 'agent') {
    await tx
      .update(supportConversations)
      .set({
        status: 'waiting',
        agentId: conversation.agentId ?? line.staffId,
        waitingSince: null,
        lastMessageAt: now,
        agentReadThrough: sql`greatest(${supportConversations.agentReadThrough}, ${row.id})`,
      })
      .where(eq(supportConversations.id, conversation.id));
  } else {
    await tx.update(supportConversations).set({ lastMessageAt: now }).where(eq(supportConversations.id, conversation.id));
  }
  await notifyConversationChanged(tx, conversation);
  return row;
}
