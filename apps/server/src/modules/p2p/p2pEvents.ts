import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

/** PostgreSQL channel told `<userId>:<orderId>` whenever a quick-buy order or its chat changes (sent on commit only). */
export const P2P_ORDER_CHANNEL = 'p2p_order';

/**
 * Called inside the transaction of every change to an order (state, chat, rating): NOTIFY is
 * delivered only if it commits, so neither party's page hears of a change that was rolled back.
 * Both parties are told; their pages re-read the order and its chat.
 */
export async function notifyOrderChanged(tx: DbOrTx, order: { id: bigint; buyerId: bigint; sellerId: bigint }): Promise<void> {
  for (const userId of [order.buyerId, order.sellerId]) {
    await tx.execute(sql`select pg_notify(${P2P_ORDER_CHANNEL}, ${`${userId}:${order.id}`})`);
  }
}

/** Splits a notification payload; undefined for anything malformed. */
export function parseOrderNotice(payload: string): { userId: string; orderId: string } | undefined {
  const match = /^(\d{1,19}):(\d{1,19})$/.exec(payload);
  return match?.[1] && match[2] ? { userId: match[1], orderId: match[2] } : undefined;
}
