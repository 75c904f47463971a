import { fail, ok, type P2pMessage, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { messageView } from './messageView.js';
import { appendChatLine } from './orderChat.js';
import { findPartyOrder } from './orderRecords.js';
import { canChat, roleOf } from './orderRules.js';
import { isOwnImage } from './ownImage.js';

export interface SendMessageInput {
  userId: bigint;
  orderId: bigint;
  /** Trimmed, at most P2P_MESSAGE_MAX characters (the contract checks). */
  text: string;
  imageId?: string;
}

/**
 * web/p2pSendMessage: a party writes to the other (text, a picture of their own upload, or both)
 * while the order is open and for a week after it ended. Both pages hear of it over /ws.
 */
export async function sendMessage(db: DbOrTx, clock: Clock, input: SendMessageInput): Promise<Result<P2pMessage>> {
  if (input.text === '' && !input.imageId) return fail('p2p_message_empty', { field: 'text' });
  return rollbackOnRefusal(db, async (tx) => {
    const order = await findPartyOrder(tx, input.userId, input.orderId);
    const role = order ? roleOf(order, input.userId) : undefined;
    if (!order || !role) return fail('p2p_order_unknown', { field: 'id' });
    if (!canChat(order, clock.now())) return fail('p2p_state_invalid', { status: order.status });
    if (input.imageId && !(await isOwnImage(tx, input.userId, input.imageId))) return fail('p2p_image_unknown', { field: 'image_id' });
    const row = await appendChatLine(tx, clock, order, { senderRole: role, senderId: input.userId, text: input.text, imageId: input.imageId ?? null });
    return ok(messageView(row, true));
  });
}
