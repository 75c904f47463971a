/**
 * Idempotency keys of quick-buy postings. A key is stored with its posting and must never change
 * shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const p2pKeys = {
  /** A sell ad's reserve changing: its creation, and each edit or closing (the ad's version: its updated_at in ms, with the request id). */
  adReserve: (adId: bigint, requestId: string) => `p2p:ad-reserve:${adId}:${requestId}`,
  /** The seller's USDT into escrow when an order opens: once per order. */
  escrowHold: (orderId: bigint) => `p2p:escrow-hold:${orderId}`,
  /**
   * The escrow leaving: released to the buyer or returned to the seller. One key for both, so
   * an order's escrow can leave once whichever path (release, cancel, expiry, appeal) gets there first.
   */
  escrowSettle: (orderId: bigint) => `p2p:escrow-settle:${orderId}`,
  /** The merchant's security deposit held on applying, and returned on rejection or resignation (per application time). */
  depositHold: (userId: bigint, appliedAtMs: number) => `p2p:deposit-hold:${userId}:${appliedAtMs}`,
  depositReturn: (userId: bigint, appliedAtMs: number) => `p2p:deposit-return:${userId}:${appliedAtMs}`,
};

/** The ledger cause of quick-buy postings, shown in the account log's detail. */
export const p2pCause = {
  ad: (adId: bigint) => ({ type: 'p2p_ad', id: String(adId) }),
  order: (orderId: bigint) => ({ type: 'p2p_order', id: String(orderId) }),
  merchant: (userId: bigint) => ({ type: 'p2p_merchant', id: String(userId) }),
};

/** The number users quote: "P" + the order's UTC date + its id ("P20261125000123"). */
export function p2pOrderNo(id: bigint, createdAt: Date): string {
  const date = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `P${date}${String(id).padStart(6, '0')}`;
}
