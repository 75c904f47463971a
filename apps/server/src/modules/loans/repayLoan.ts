import { fail, type LoanView, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { isOpenLoan } from './loanStanding.js';
import { loanView } from './loanView.js';
import { lockLoan } from './lockLoan.js';
import { settleLoan } from './settleLoan.js';

/**
 * web/repayLoan: the whole debt from the exchange account ("insufficient balance, top up first,
 * then repay" otherwise), under the loan's row lock, so of two concurrent repayments one posts and
 * the other finds nothing to repay. A voucher waiting for finance blocks it (it might be confirmed).
 */
export async function repayLoan(db: DbOrTx, clock: Clock, input: { userId: bigint; id: bigint }): Promise<Result<LoanView>> {
  const repaid = await rollbackOnRefusal(db, async (tx) => {
    const loan = await lockLoan(tx, input.id, input.userId);
    if (!loan) return fail('loan_unknown');
    if (!isOpenLoan(loan)) return fail('loan_not_repayable');
    if (loan.voucherStatus === 'pending') return fail('loan_voucher_pending');
    return settleLoan(tx, clock, loan, { from: 'balance', actor: `user:${input.userId}` });
  });
  return repaid.ok ? ok(loanView(repaid.value, clock.now())) : repaid;
}
