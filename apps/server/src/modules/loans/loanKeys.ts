/**
 * Idempotency keys of the loans context's ledger postings, in one place. A key is stored with its
 * posting and must never change shape: a retry (or a second approval) has to find the posting the
 * first one made.
 */
export const loanKeys = {
  /** Platform capital moved into or out of the lending account by one staff request. */
  lendingFunding: (staff: string, requestId: string) => `lending-funding:${staff}:${requestId}`,
  /** A loan paid out to its borrower: once per loan, however often approved. */
  disburse: (loanId: bigint) => `loan:${loanId}:disburse`,
  /** A loan repaid in full (from the balance or by a confirmed voucher): once per loan. */
  repay: (loanId: bigint) => `loan:${loanId}:repay`,
};
