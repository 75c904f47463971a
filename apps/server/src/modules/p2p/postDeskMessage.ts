import { fail, ok, type P2pMessage, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { messageView } from './messageView.js';
import { appendChatLine } from './orderChat.js';
import { findOrder } from './orderRecords.js';

/** admin/p2pDeskMessage: customer support writes into an order's chat (both parties see it, live), at any time. */
export async function postDeskMessage(db: DbOrTx, clock: Clock, input: { orderId: bigint; staffId: bigint; text: string }): Promise<Result<P2pMessage>> {
  const order = await findOrder(db, input.orderId);
  if (!order) return fail('p2p_order_unknown', { field: 'id' });
  const row = await appendChatLine(db, clock, order, { senderRole: 'staff', senderId: input.staffId, text: input.text });
  return ok(messageView(row, true));
}
