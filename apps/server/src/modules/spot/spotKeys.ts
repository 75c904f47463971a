/**
 * Ledger idempotency keys of the spot writer. A key is stored with the posting it made and must
 * never change shape: after a restart the writer's replay has to find what was already posted.
 */
export const spotKeys = {
  /** Funds an order needs, frozen once when it is accepted. */
  freeze: (orderId: bigint) => `spot:freeze:${orderId}`,
  /** A trade's one balanced posting between both sides and the fee account. */
  trade: (tradeId: bigint) => `spot:trade:${tradeId}`,
  /** What an ended order still holds, released once. */
  release: (orderId: bigint) => `spot:release:${orderId}`,
};
