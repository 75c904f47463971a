import { fail, ok, type Result, type SupportCloseReason, type SupportDeskConversation } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { appendMessage } from './appendMessage.js';
import { findConversation } from './conversationRecords.js';
import { deskConversationOne } from './deskViews.js';
import { supportConversations } from './schema.js';
import { agentNames } from './views.js';

/**
 * admin/supportClose: the holding agent (or any agent, while nobody holds it) closes a
 * conversation with a reason; the user sees the closing line and may rate the conversation, and
 * their next message opens a new one. The note stays on the desk's side.
 */
export async function closeConversation(
  db: DbOrTx,
  clock: Clock,
  input: { conversationId: bigint; staffId: bigint; reason: SupportCloseReason; note: string },
): Promise<Result<SupportDeskConversation>> {
  const conversation = await findConversation(db, input.conversationId, { lock: true });
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  if (conversation.status === 'closed') return fail('support_conversation_closed');
  if (conversation.agentId !== null && conversation.agentId !== input.staffId) {
    const names = await agentNames(db, [conversation.agentId]);
    return fail('support_assigned_elsewhere', { agent: names.get(String(conversation.agentId)) ?? null });
  }
  const now = clock.now();
  const [closed] = await db
    .update(supportConversations)
    .set({
      status: 'closed',
      agentId: conversation.agentId ?? input.staffId,
      closeReason: input.reason,
      closeNote: input.note || null,
      closedBy: input.staffId,
      closedAt: now,
      waitingSince: null,
    })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  if (!closed) throw new Error('close update returned nothing');
  await appendMessage(db, clock, closed, { sender: 'system', staffId: input.staffId, event: 'closed', params: { reason: input.reason } });
  return ok(await deskConversationOne(db, (await findConversation(db, closed.id)) ?? closed));
}
