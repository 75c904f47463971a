import { P2P_OPEN_STATUSES, type P2pOrderStatus } from '@veritex/shared';
import type { P2pOrderRow } from './schema.js';

/**
 * What each party may do with an order in each state: the use cases refuse by these rules and
 * the order view's `can` flags show the same answers, so the page never offers what the server refuses.
 */

export type PartyRole = 'buyer' | 'seller';

/** The chat stays open this long after an order ends (questions about a finished payment). */
export const CHAT_DAYS_AFTER_CLOSE = 7;
const DAY_MS = 86_400_000;

/** The caller's part in the order; undefined for anyone else. */
export function roleOf(order: Pick<P2pOrderRow, 'buyerId' | 'sellerId'>, userId: bigint): PartyRole | undefined {
  if (order.buyerId === userId) return 'buyer';
  if (order.sellerId === userId) return 'seller';
  return undefined;
}

/** The other party's user id. */
export function counterpartyOf(order: Pick<P2pOrderRow, 'buyerId' | 'sellerId'>, role: PartyRole): bigint {
  return role === 'buyer' ? order.sellerId : order.buyerId;
}

export function isOpen(status: string): boolean {
  return P2P_OPEN_STATUSES.includes(status as P2pOrderStatus);
}

/** The buyer says the fiat is sent: unpaid, within the payment window. */
export function canMarkPaid(order: Pick<P2pOrderRow, 'status' | 'payBy'>, role: PartyRole, now: Date): boolean {
  return role === 'buyer' && order.status === 'unpaid' && now.getTime() <= order.payBy.getTime();
}

/** The seller releases after "paid", and during an appeal (which the release ends). */
export const RELEASABLE: readonly string[] = ['paid', 'appeal'];
export function canRelease(order: Pick<P2pOrderRow, 'status'>, role: PartyRole): boolean {
  return role === 'seller' && RELEASABLE.includes(order.status);
}

/** The buyer may cancel while the escrow is held. */
export function canCancel(order: Pick<P2pOrderRow, 'status'>, role: PartyRole): boolean {
  return role === 'buyer' && isOpen(order.status);
}

/** Either party appeals a paid order. */
export function canAppeal(order: Pick<P2pOrderRow, 'status'>): boolean {
  return order.status === 'paid';
}

/** A finished order (released or decided) is rated once by each party. */
export const RATEABLE: readonly string[] = ['completed', 'resolved'];
export function canRate(order: Pick<P2pOrderRow, 'status'>, alreadyRated: boolean): boolean {
  return RATEABLE.includes(order.status) && !alreadyRated;
}

/** The chat is open while the order is, and for CHAT_DAYS_AFTER_CLOSE days after it ended. */
export function canChat(order: Pick<P2pOrderRow, 'status' | 'closedAt'>, now: Date): boolean {
  if (isOpen(order.status)) return true;
  return order.closedAt !== null && now.getTime() <= order.closedAt.getTime() + CHAT_DAYS_AFTER_CLOSE * DAY_MS;
}
