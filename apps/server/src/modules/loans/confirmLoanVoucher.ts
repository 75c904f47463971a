import { fail, type LoanReview, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { loanReview } from './loanReview.js';
import { isOpenLoan } from './loanStanding.js';
import { lockLoan } from './lockLoan.js';
import { settleLoan } from './settleLoan.js';

/**
 * admin/confirmLoanVoucher, on the staff action's transaction: the transfer the voucher shows
 * arrived outside the platform, so the payoff (reckoned at the voucher's time) enters through
 * deposits clearing and the loan is repaid.
 */
export async function confirmLoanVoucher(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<LoanReview>> {
  const confirmed = await rollbackOnRefusal(db, async (tx) => {
    const loan = await lockLoan(tx, input.id);
    if (!loan) return fail('loan_unknown');
    if (loan.voucherStatus !== 'pending' || !isOpenLoan(loan)) return fail('already_reviewed');
    return settleLoan(tx, clock, loan, { from: 'voucher', actor: `staff:${input.staff}` });
  });
  return confirmed.ok ? ok(await loanReview(db, clock, confirmed.value)) : confirmed;
}
