import type { P2pCancelReason, P2pEscrowOutcome } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { p2pCause, p2pKeys } from './p2pKeys.js';
import { type P2pOrderRow, p2pAds, p2pOrders } from './schema.js';

export interface SettleEscrowInput {
  /** The order, locked FOR UPDATE by the caller, its escrow held (the caller checked its state under the lock). */
  order: P2pOrderRow;
  outcome: P2pEscrowOutcome;
  /** The order's state after: completed (the seller released), cancelled (the buyer or the window), resolved (staff). */
  status: 'completed' | 'cancelled' | 'resolved';
  cancelReason?: P2pCancelReason;
  /** Who caused it, for the posting: `user:<id>`, `staff:<id>`, `job:p2p.expire`. */
  actor: string;
  /** Further columns written in the same update (an appeal's decision). */
  decision?: Pick<typeof p2pOrders.$inferInsert, 'appealOutcome' | 'appealDecisionReason' | 'appealDecidedAt' | 'appealDecidedBy'>;
}

/**
 * THE one place an order's escrow leaves the seller's `p2p_escrow` account: released to the
 * buyer's exchange account, or returned to the seller. Released and returned share one
 * idempotency key (p2pKeys.escrowSettle), so whichever path gets there first (release, cancel,
 * expiry, a staff decision) is the only one that ever moves it. The order's state, its escrow
 * column and closed_at change in the same transaction (the p2p_orders_escrow CHECK ties them).
 *
 * Where a return goes: a sell ad that is not closed offers the USDT again (back into the
 * merchant's reserve, ad.available up); a closed sell ad's USDT goes to the merchant's exchange
 * account; on a buy ad the USDT was the selling user's own exchange balance and goes back there,
 * while the buy ad wants that much again unless closed.
 */
export async function settleEscrow(tx: DbOrTx, clock: Clock, input: SettleEscrowInput): Promise<P2pOrderRow> {
  const { order } = input;
  if (order.escrow !== 'held') throw new Error(`order ${order.id}: escrow already ${order.escrow}`);
  const quantity = BigInt(order.quantity);
  const [ad] = await tx.select({ status: p2pAds.status }).from(p2pAds).where(eq(p2pAds.id, order.adId)).for('update');
  if (!ad) throw new Error(`order ${order.id}: ad ${order.adId} missing`);
  const backToAd = input.outcome === 'returned' && ad.status !== 'closed';
  const posted = await postEntries(tx, {
    reason: input.outcome === 'released' ? 'p2p_escrow_release' : 'p2p_escrow_return',
    actor: input.actor,
    cause: p2pCause.order(order.id),
    idempotencyKey: p2pKeys.escrowSettle(order.id),
    movements: [
      { account: { owner: 'user', userId: order.sellerId, kind: 'p2p_escrow', asset: 'USDT' }, bucket: 'frozen', amount: -quantity },
      destination(order, input.outcome, backToAd, quantity),
    ],
  });
  // The row said "held" under its lock: a refused or replayed posting means the books and the row disagree.
  if (!posted.ok || posted.value.replayed) throw new Error(`order ${order.id}: escrow settlement ${posted.ok ? 'replayed' : posted.error}`);
  if (backToAd)
    await tx
      .update(p2pAds)
      .set({ available: sql`${p2pAds.available} + ${String(quantity)}` })
      .where(eq(p2pAds.id, order.adId));
  const [row] = await tx
    .update(p2pOrders)
    .set({ status: input.status, escrow: input.outcome, cancelReason: input.cancelReason ?? null, closedAt: clock.now(), ...input.decision })
    .where(and(eq(p2pOrders.id, order.id), eq(p2pOrders.escrow, 'held')))
    .returning();
  if (!row) throw new Error(`order ${order.id}: escrow no longer held`);
  return row;
}

function destination(order: P2pOrderRow, outcome: P2pEscrowOutcome, backToAd: boolean, quantity: bigint): Movement {
  if (outcome === 'released')
    return { account: { owner: 'user', userId: order.buyerId, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: quantity };
  if (order.adSide === 'sell' && backToAd) {
    return { account: { owner: 'user', userId: order.sellerId, kind: 'p2p_reserve', asset: 'USDT' }, bucket: 'frozen', amount: quantity };
  }
  return { account: { owner: 'user', userId: order.sellerId, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: quantity };
}
