/**
 * Idempotency keys of the funding context's ledger postings, in one place. A key is stored with
 * its posting and must never change shape: a retry (or a second approval) has to find the
 * posting the first one made.
 */
export const fundingKeys = {
  /** Finance approved a deposit: credited once, however often approved. */
  depositCredit: (depositId: bigint) => `deposit:${depositId}`,
  /** A withdrawal request froze its amount. */
  withdrawalFreeze: (withdrawalId: bigint) => `withdrawal:${withdrawalId}:freeze`,
  /** Finance paid a withdrawal out of the frozen amount. */
  withdrawalPay: (withdrawalId: bigint) => `withdrawal:${withdrawalId}:pay`,
  /** Finance refused a withdrawal: the frozen amount returned to available. */
  withdrawalRefund: (withdrawalId: bigint) => `withdrawal:${withdrawalId}:refuse`,
  /** A finance adjustment was applied. */
  adjustment: (adjustmentId: bigint) => `adjustment:${adjustmentId}`,
};
