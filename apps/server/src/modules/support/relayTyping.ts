import type { DbOrTx } from '../../platform/db/client.js';
import { findConversation, findOpenConversation } from './conversationRecords.js';
import { notifyTyping } from './supportEvents.js';

/**
 * Typing indicators, never stored: a user typing is told to the desk's sockets for their open
 * conversation; an agent typing is told to the conversation's user. Answers false when there is no
 * such open conversation (nothing is sent).
 */
export async function relayUserTyping(db: DbOrTx, input: { userId: bigint; typing: boolean }): Promise<boolean> {
  const conversation = await findOpenConversation(db, input.userId);
  if (!conversation) return false;
  await notifyTyping(db, { userId: String(input.userId), conversationId: String(conversation.id), from: 'user', typing: input.typing });
  return true;
}

export async function relayAgentTyping(db: DbOrTx, input: { conversationId: bigint; typing: boolean }): Promise<boolean> {
  const conversation = await findConversation(db, input.conversationId);
  if (!conversation || conversation.status === 'closed') return false;
  await notifyTyping(db, { userId: String(conversation.userId), conversationId: String(conversation.id), from: 'agent', typing: input.typing });
  return true;
}
