import { fail, ok, type P2pMessage, type Result } from '@veritex/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { isPartyLine, messageView } from './messageView.js';
import { findPartyOrder } from './orderRecords.js';
import { p2pMessages } from './schema.js';

/** Messages per answer; the page asks again with `after` for the rest. */
const MAX_MESSAGES = 500;

/** web/p2pMessages: an order's chat for its buyer or seller, oldest first; `after` a message id, only newer ones. */
export async function listMessages(db: DbOrTx, input: { userId: bigint; orderId: bigint; after?: bigint }): Promise<Result<{ items: P2pMessage[] }>> {
  const order = await findPartyOrder(db, input.userId, input.orderId);
  if (!order) return fail('p2p_order_unknown', { field: 'id' });
  const rows = await db
    .select()
    .from(p2pMessages)
    .where(and(eq(p2pMessages.orderId, order.id), input.after === undefined ? undefined : gt(p2pMessages.id, input.after)))
    .orderBy(asc(p2pMessages.id))
    .limit(MAX_MESSAGES);
  return ok({ items: rows.map((row) => messageView(row, isPartyLine(row, input.userId))) });
}
