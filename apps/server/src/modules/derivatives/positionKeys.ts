/**
 * Idempotency keys of leveraged trading: ledger posting keys, and the request id a partial close
 * records on the row it splits off. A key is stored with what it made and must never change
 * shape: a retry after a deploy has to find what its first attempt did.
 */
export const positionKeys = {
  /** openPosition: margin and open fee frozen, once per user and request id. */
  marginFreeze: (userId: bigint, requestId: string) => `position:freeze:${userId}:${requestId}`,
  /** The open fee leaves the frozen bucket once per position. */
  openFee: (positionId: bigint) => `position:open-fee:${positionId}`,
  /** The close posting of a (closed) row. */
  close: (positionId: bigint) => `position:close:${positionId}`,
  /** A pending entry's release. */
  cancel: (positionId: bigint) => `position:cancel:${positionId}`,
  /** Funding or overnight fee of a position for one period boundary (once per boundary). */
  carry: (positionId: bigint, periodAt: Date) => `position:carry:${positionId}:${periodAt.toISOString()}`,
  /**
   * `request_id` of the closed row a partial close splits off: the user's request id, so that a
   * retry finds the lots it already closed instead of closing more. Never a valid request id of
   * its own (those have no colon), so it cannot collide with an opening's.
   */
  partialClose: (requestId: string) => `close:${requestId}`,
  /** Advisory lock: one opening per user and request id at a time. */
  openingLock: (userId: bigint, requestId: string) => `position-request:${userId}:${requestId}`,
  /** Advisory lock: openings on one side of an instrument queue so the exposure cap cannot be raced. */
  exposureLock: (symbol: string, side: 'long' | 'short') => `exposure:${symbol}:${side}`,
};
