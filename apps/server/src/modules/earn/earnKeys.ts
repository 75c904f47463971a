/**
 * Idempotency keys of earn postings. A key is stored with its posting and must never change
 * shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const earnKeys = {
  /** buyEarnProduct: the principal moved into custody once per user and request id. */
  subscribe: (userId: bigint, requestId: string) => `earn:subscribe:${userId}:${requestId}`,
  /** accrueEarnings: one interest posting per order and term day (1 = the day of deposit). */
  accrual: (orderId: bigint, termDay: number) => `earn:accrual:${orderId}:${termDay}`,
  /**
   * The order's money leaving custody, early (redeemEarnEarly) or at payout (accrueEarnings):
   * one key for both, so an order can leave custody once whichever path gets there first.
   */
  redeem: (orderId: bigint) => `earn:redeem:${orderId}`,
};
