import { P2P_OPEN_STATUSES, type P2pOrderView } from '@veritex/shared';
import { and, count, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { orderViews } from './orderView.js';
import { p2pOrders } from './schema.js';

export interface ListOrdersInput {
  userId: bigint;
  /** open: unpaid, paid or under appeal; closed: the rest. */
  status: 'open' | 'closed' | 'all';
  page: number;
  pageSize: number;
}

/** web/p2pOrders: the caller's orders as buyer or seller, newest first. */
export async function listOrders(db: DbOrTx, clock: Clock, input: ListOrdersInput): Promise<{ items: P2pOrderView[]; total: number }> {
  const open = [...P2P_OPEN_STATUSES];
  const where = and(
    or(eq(p2pOrders.buyerId, input.userId), eq(p2pOrders.sellerId, input.userId)),
    input.status === 'open' ? inArray(p2pOrders.status, open) : input.status === 'closed' ? notInArray(p2pOrders.status, open) : undefined,
  );
  const rows = await db
    .select()
    .from(p2pOrders)
    .where(where)
    .orderBy(desc(p2pOrders.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(p2pOrders).where(where);
  return { items: await orderViews(db, clock, rows, input.userId), total: total?.n ?? 0 };
}
