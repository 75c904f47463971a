import type { P2P_CHAT_EVENTS } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { notifyOrderChanged } from './p2pEvents.js';
import { type P2pMessageRow, type P2pOrderRow, p2pMessages } from './schema.js';

export type ChatEvent = (typeof P2P_CHAT_EVENTS)[number];

export interface ChatLine {
  senderRole: 'buyer' | 'seller' | 'staff' | 'system';
  senderId: bigint | null;
  text?: string;
  imageId?: string | null;
  event?: ChatEvent;
}

/**
 * Appends a line to an order's chat in the caller's transaction and tells both parties (on
 * commit): every change of an order writes a line, so this is also where its notice is sent.
 */
export async function appendChatLine(tx: DbOrTx, clock: Clock, order: P2pOrderRow, line: ChatLine): Promise<P2pMessageRow> {
  const [row] = await tx
    .insert(p2pMessages)
    .values({
      orderId: order.id,
      senderRole: line.senderRole,
      senderId: line.senderId,
      text: line.text ?? '',
      imageId: line.imageId ?? null,
      event: line.event ?? null,
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('chat line insert returned nothing');
  await notifyOrderChanged(tx, order);
  return row;
}

/** The system line of an order event ("opened", "paid", …), shown in the chat in each reader's language. */
export function postSystemLine(tx: DbOrTx, clock: Clock, order: P2pOrderRow, event: ChatEvent): Promise<P2pMessageRow> {
  return appendChatLine(tx, clock, order, { senderRole: 'system', senderId: null, event });
}
