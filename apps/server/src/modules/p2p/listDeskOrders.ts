import type { P2pDeskOrder, P2pOrderStatus } from '@veritex/shared';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deskOrderViews } from './deskOrderView.js';
import { p2pOrders } from './schema.js';

/**
 * admin/p2pDeskOrders: orders of one status (or all), newest first; appeals oldest first, so the
 * desk decides the longest-waiting one first.
 */
export async function listDeskOrders(
  db: DbOrTx,
  input: { status?: P2pOrderStatus; page: number; pageSize: number },
): Promise<{ items: P2pDeskOrder[]; total: number }> {
  const where = input.status ? eq(p2pOrders.status, input.status) : undefined;
  const rows = await db
    .select()
    .from(p2pOrders)
    .where(where)
    .orderBy(input.status === 'appeal' ? asc(p2pOrders.id) : desc(p2pOrders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(p2pOrders).where(where);
  return { items: await deskOrderViews(db, rows), total: total?.n ?? 0 };
}
