/**
 * Idempotency keys of crypto-backed loans' postings. A key is stored with its posting and must
 * never change shape: a retry has to find the posting its first attempt made.
 */
export const collateralKeys = {
  /** borrowWithCollateral: the collateral frozen once per loan. */
  lock: (loanId: bigint) => `collateral:${loanId}:lock`,
  /** borrowWithCollateral: the USDT paid out once per loan. */
  disburse: (loanId: bigint) => `collateral:${loanId}:disburse`,
  /** addCollateral: more collateral frozen once per request id. */
  add: (loanId: bigint, requestId: string) => `collateral:${loanId}:add:${requestId}`,
  /** repayCollateralLoan: one repayment per request id. */
  repay: (loanId: bigint, requestId: string) => `collateral:${loanId}:repay:${requestId}`,
  /** The collateral left, released once when the loan closes. */
  release: (loanId: bigint) => `collateral:${loanId}:release`,
  /** The loan's n-th liquidation (1, 2, …), counted under the loan's row lock. */
  liquidation: (loanId: bigint, ordinal: number) => `collateral:${loanId}:liquidation:${ordinal}`,
};
