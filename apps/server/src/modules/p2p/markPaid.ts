import { fail, ok, type P2pOrderView, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { appendChatLine, postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { lockOrder } from './orderRecords.js';
import { roleOf } from './orderRules.js';
import { orderView } from './orderView.js';
import { isOwnImage } from './ownImage.js';
import { type P2pOrderRow, p2pOrders } from './schema.js';

export interface MarkPaidInput {
  userId: bigint;
  orderId: bigint;
  method: string;
  proofImageId?: string;
}

/**
 * web/p2pMarkPaid: the buyer says the fiat is sent, by one of the order's payment methods, within
 * the payment window (a payment after it is refused: the expiry job returns the escrow). An
 * optional proof is the buyer's own upload and also goes into the chat as the buyer's picture.
 */
export async function markPaid(db: DbOrTx, clock: Clock, input: MarkPaidInput): Promise<Result<P2pOrderView>> {
  const marked = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const role = order ? roleOf(order, input.userId) : undefined;
    if (!order || !role) return fail('p2p_order_unknown', { field: 'id' });
    const refused = await checkMarkPaid(tx, clock, order, role, input);
    if (refused) return refused;
    const [row] = await tx
      .update(p2pOrders)
      .set({ status: 'paid', paidMethod: input.method, proofImageId: input.proofImageId ?? null, paidAt: clock.now() })
      .where(eq(p2pOrders.id, order.id))
      .returning();
    if (!row) throw new Error('order update returned nothing');
    if (input.proofImageId) await appendChatLine(tx, clock, row, { senderRole: 'buyer', senderId: input.userId, imageId: input.proofImageId });
    await postSystemLine(tx, clock, row, 'paid');
    await postUserMessage(tx, clock, { userId: row.sellerId, kind: 'p2p_order_paid', params: orderInboxParams(row) });
    return ok(row);
  });
  return marked.ok ? ok(await orderView(db, clock, marked.value, input.userId)) : marked;
}

async function checkMarkPaid(tx: DbOrTx, clock: Clock, order: P2pOrderRow, role: string, input: MarkPaidInput): Promise<Result<never> | undefined> {
  if (role !== 'buyer' || order.status !== 'unpaid') return fail('p2p_state_invalid', { status: order.status });
  if (clock.now().getTime() > order.payBy.getTime()) return fail('p2p_window_expired', { pay_by: order.payBy.toISOString() });
  if (!order.payment.some((details) => details.method === input.method)) return fail('p2p_method_unavailable', { field: 'method', method: input.method });
  if (input.proofImageId && !(await isOwnImage(tx, input.userId, input.proofImageId))) return fail('p2p_image_unknown', { field: 'proof_image_id' });
  return undefined;
}
