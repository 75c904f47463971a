import { fail, ok, type P2pDeskOrder, type P2pMessage, type Result } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deskOrderView } from './deskOrderView.js';
import { messageView } from './messageView.js';
import { findOrder } from './orderRecords.js';
import { p2pMessages } from './schema.js';

/** admin/p2pDeskOrder: one order with its whole chat (every line, oldest first), the proof and the appeal: the evidence for a decision. */
export async function getDeskOrder(db: DbOrTx, input: { orderId: bigint }): Promise<Result<{ order: P2pDeskOrder; messages: P2pMessage[] }>> {
  const order = await findOrder(db, input.orderId);
  if (!order) return fail('p2p_order_unknown', { field: 'id' });
  const rows = await db.select().from(p2pMessages).where(eq(p2pMessages.orderId, order.id)).orderBy(asc(p2pMessages.id));
  return ok({ order: await deskOrderView(db, order), messages: rows.map((row) => messageView(row, row.senderRole === 'staff')) });
}
