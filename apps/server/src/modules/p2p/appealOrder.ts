import { fail, ok, type P2pOrderView, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { lockOrder } from './orderRecords.js';
import { canAppeal, counterpartyOf, roleOf } from './orderRules.js';
import { orderView } from './orderView.js';
import { isOwnImage } from './ownImage.js';
import { p2pOrders } from './schema.js';

export interface AppealOrderInput {
  userId: bigint;
  orderId: bigint;
  reason: string;
  imageId?: string;
}

/**
 * web/p2pAppeal: either party appeals a paid order, with a reason and optionally a picture of
 * their own. The escrow stays held (HollaEx unlocks the seller's funds on appeal; here nothing
 * moves) until staff release or return it, or the seller releases, or the buyer cancels.
 */
export async function appealOrder(db: DbOrTx, clock: Clock, input: AppealOrderInput): Promise<Result<P2pOrderView>> {
  const appealed = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const role = order ? roleOf(order, input.userId) : undefined;
    if (!order || !role) return fail('p2p_order_unknown', { field: 'id' });
    if (!canAppeal(order)) return fail('p2p_state_invalid', { status: order.status });
    if (input.imageId && !(await isOwnImage(tx, input.userId, input.imageId))) return fail('p2p_image_unknown', { field: 'image_id' });
    const [row] = await tx
      .update(p2pOrders)
      .set({ status: 'appeal', appealBy: role, appealReason: input.reason, appealImageId: input.imageId ?? null, appealOpenedAt: clock.now() })
      .where(eq(p2pOrders.id, order.id))
      .returning();
    if (!row) throw new Error('order update returned nothing');
    await postSystemLine(tx, clock, row, 'appealed');
    await postUserMessage(tx, clock, { userId: counterpartyOf(row, role), kind: 'p2p_order_appealed', params: orderInboxParams(row) });
    return ok(row);
  });
  return appealed.ok ? ok(await orderView(db, clock, appealed.value, input.userId)) : appealed;
}
