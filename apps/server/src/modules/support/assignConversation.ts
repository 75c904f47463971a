import { fail, ok, type Result, type SupportDeskConversation } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { listStaffMembers } from '../admin/index.js';
import { appendMessage } from './appendMessage.js';
import { findConversation } from './conversationRecords.js';
import { deskConversationOne } from './deskViews.js';
import { type SupportConversationRow, supportConversations } from './schema.js';

/**
 * Gives an open conversation to an agent and writes the line the user sees ("Anna joined",
 * "transferred to Ben"). The caller holds the conversation's row lock.
 */
export async function assignTo(
  tx: Tx | DbOrTx,
  clock: Clock,
  conversation: SupportConversationRow,
  agentId: bigint,
  event: 'assigned' | 'transferred',
): Promise<SupportConversationRow> {
  const [updated] = await tx
    .update(supportConversations)
    .set({ agentId, status: conversation.waitingSince === null && conversation.status !== 'open' ? 'waiting' : 'assigned' })
    .where(eq(supportConversations.id, conversation.id))
    .returning();
  if (!updated) throw new Error('assignment update returned nothing');
  await appendMessage(tx, clock, updated, { sender: 'system', staffId: agentId, event });
  return updated;
}

/** admin/supportTake: the agent takes a conversation from the queue (another agent's is refused: transfer it instead). */
export async function takeConversation(db: DbOrTx, clock: Clock, input: { conversationId: bigint; staffId: bigint }): Promise<Result<SupportDeskConversation>> {
  const conversation = await findConversation(db, input.conversationId, { lock: true });
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  if (conversation.status === 'closed') return fail('support_conversation_closed');
  if (conversation.agentId === input.staffId) return ok(await deskConversationOne(db, conversation));
  if (conversation.agentId !== null) return fail('support_assigned_elsewhere', { agent: (await deskConversationOne(db, conversation)).agent });
  const taken = await assignTo(db, clock, conversation, input.staffId, 'assigned');
  return ok(await deskConversationOne(db, (await findConversation(db, taken.id)) ?? taken));
}

/** admin/supportTransfer: hands an open conversation to another active agent (one whose role may chat). */
export async function transferConversation(
  db: DbOrTx,
  clock: Clock,
  input: { conversationId: bigint; agentId: bigint },
): Promise<Result<SupportDeskConversation>> {
  const agents = await listStaffMembers(db, { permission: 'support.chat' });
  if (!agents.some((agent) => agent.id === input.agentId)) return fail('support_agent_unknown', { field: 'agent_id' });
  const conversation = await findConversation(db, input.conversationId, { lock: true });
  if (!conversation) return fail('support_conversation_unknown', { field: 'id' });
  if (conversation.status === 'closed') return fail('support_conversation_closed');
  if (conversation.agentId === input.agentId) return ok(await deskConversationOne(db, conversation));
  const moved = await assignTo(db, clock, conversation, input.agentId, conversation.agentId === null ? 'assigned' : 'transferred');
  return ok(await deskConversationOne(db, (await findConversation(db, moved.id)) ?? moved));
}
