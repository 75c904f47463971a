import { fail, ok, type Result, type SupportMessage } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { appendMessage } from './appendMessage.js';
import { assignTo } from './assignConversation.js';
import { findConversation } from './conversationRecords.js';
import { agentNames, messageView } from './views.js';

/**
 * admin/supportReply: an agent answers the user. A conversation still in the queue becomes the
 * answering agent's; one another agent holds is refused (they answer, or it is transferred). The
 * user's page shows the line live with their anti-phishing code; a user who does not read it
 * within a minute gets an inbox message (notifyUnreadReplies).
 */
export async function replyToConversation(
  db: DbOrTx,
  clock: Clock,
  input: { conversationId: bigint; staffId: bigint; text: string },
): Promise<Result<SupportMessage>> {
  let conversation = await findConversation(db, input.conversationId, { lock: true });
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  if (conversation.status === 'closed') return fail('support_conversation_closed');
  if (conversation.agentId !== null && conversation.agentId !== input.staffId) {
    const names = await agentNames(db, [conversation.agentId]);
    return fail('support_assigned_elsewhere', { agent: names.get(String(conversation.agentId)) ?? null });
  }
  if (conversation.agentId === null) conversation = await assignTo(db, clock, conversation, input.staffId, 'assigned');
  const row = await appendMessage(db, clock, conversation, { sender: 'agent', staffId: input.staffId, text: input.text });
  return ok(messageView(row, await agentNames(db, [input.staffId]), 'desk'));
}
