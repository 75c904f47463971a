import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { postUserMessage } from '../messaging/index.js';
import { postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { lockOrder } from './orderRecords.js';
import { p2pOrders } from './schema.js';
import { settleEscrow } from './settleEscrow.js';

/** Orders expired per run; the next run (5 s later) takes the rest. */
const BATCH = 200;

/**
 * The `p2p.expire` job: every unpaid order whose payment window has ended is cancelled (reason
 * `expired`) and its escrow returned to the seller, each in its own transaction under the order's
 * row lock, re-checked there (a "paid" that won the lock keeps its order). Running it twice, or in
 * two processes, changes nothing the first run did not. Answers how many orders it expired.
 */
export async function expireOrders(db: Database, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: p2pOrders.id })
    .from(p2pOrders)
    .where(and(eq(p2pOrders.status, 'unpaid'), lte(p2pOrders.payBy, clock.now())))
    .orderBy(asc(p2pOrders.payBy))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    if (await expireOne(db, clock, id)) expired += 1;
  }
  return expired;
}

async function expireOne(db: Database, clock: Clock, orderId: bigint): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Re-checked under the lock: the buyer's "paid" or a cancel may have come first.
    if (order?.status !== 'unpaid' || order.payBy.getTime() > clock.now().getTime()) return false;
    const row = await settleEscrow(tx, clock, { order, outcome: 'returned', status: 'cancelled', cancelReason: 'expired', actor: 'job:p2p.expire' });
    await postSystemLine(tx, clock, row, 'expired');
    for (const userId of [row.buyerId, row.sellerId]) {
      await postUserMessage(tx, clock, { userId, kind: 'p2p_order_expired', params: orderInboxParams(row) });
    }
    return true;
  });
}
