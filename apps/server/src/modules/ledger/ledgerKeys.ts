/**
 * Idempotency keys of the ledger's own postings. A key is stored with its posting and must never
 * change shape: a retry after a deploy has to find the posting its first attempt made.
 */
export const ledgerKeys = {
  /** web/transfer: one posting per user and request id. */
  transfer: (userId: bigint, requestId: string) => `transfer:${userId}:${requestId}`,
};
