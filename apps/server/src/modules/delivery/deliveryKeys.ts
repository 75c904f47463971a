/**
 * Idempotency keys of delivery contracts' postings. A key is stored with its posting and must
 * never change shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const deliveryKeys = {
  /** placeDelivery: the stake frozen once per user and request id. */
  stake: (userId: bigint, requestId: string) => `delivery:stake:${userId}:${requestId}`,
  /** settleDueDeliveries: one settlement posting per order. */
  settle: (orderId: bigint) => `delivery:settle:${orderId}`,
};
