/**
 * Idempotency keys of subscription postings. A key is stored with its posting and must never
 * change shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const subscriptionKeys = {
  /** subscribeToProject: the commitment frozen once per user and request id. */
  freeze: (userId: bigint, requestId: string) => `subscription:freeze:${userId}:${requestId}`,
  /** allocateProject: the paid USDT to the project's sales and the coins into the locked account, once per subscription. */
  allot: (subscriptionId: bigint) => `subscription:allot:${subscriptionId}`,
  /** allocateProject: what did not pass back to available, once per subscription. */
  refund: (subscriptionId: bigint) => `subscription:refund:${subscriptionId}`,
  /** unlockDueSubscriptions: the locked coins to the exchange account, once per subscription. */
  unlock: (subscriptionId: bigint) => `subscription:unlock:${subscriptionId}`,
};
