import { fail, ok, type Result, type SupportMessage } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx, Tx } from '../../platform/db/client.js';
import { appendMessage } from './appendMessage.js';
import { findOpenConversation, lockUserChat } from './conversationRecords.js';
import { isOwnImage } from './ownImage.js';
import { supportConversations, supportMessages } from './schema.js';
import { agentNames, messageView } from './views.js';

export interface SendSupportMessageInput {
  userId: bigint;
  /** Trimmed, at most SUPPORT_MESSAGE_MAX characters (the contract checks). */
  text: string;
  imageId?: string;
  /** The call's request id: the message's client id. */
  clientId: string;
}

/**
 * web/supportSend: the user writes to support (text, a picture of their own upload, or both).
 * With no open conversation this opens one (the user's starts are serialised, so two first
 * messages at once open one conversation). A resend after a reconnect applies once: the call's
 * request id guard answers it, and the message's client id is unique in its conversation.
 */
export async function sendSupportMessage(db: DbOrTx, clock: Clock, input: SendSupportMessageInput): Promise<Result<SupportMessage>> {
  if (input.text === '' && !input.imageId) return fail('support_message_empty', { field: 'text' });
  return db.transaction(async (tx) => {
    await lockUserChat(tx, input.userId);
    if (input.imageId && !(await isOwnImage(tx, input.userId, input.imageId))) return fail('support_image_unknown', { field: 'image_id' });
    const conversation = (await findOpenConversation(tx, input.userId, { lock: true })) ?? (await openConversation(tx, clock, input.userId));
    const [sent] = await tx
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.conversationId, conversation.id), eq(supportMessages.clientId, input.clientId)));
    const row =
      sent ?? (await appendMessage(tx, clock, conversation, { sender: 'user', text: input.text, imageId: input.imageId ?? null, clientId: input.clientId }));
    return ok(messageView(row, await agentNames(tx, []), { antiPhishing: null }));
  });
}

async function openConversation(tx: Tx, clock: Clock, userId: bigint) {
  const now = clock.now();
  const [row] = await tx.insert(supportConversations).values({ userId, status: 'open', lastMessageAt: now, waitingSince: now, createdAt: now }).returning();
  if (!row) throw new Error('support conversation insert returned nothing');
  return row;
}
