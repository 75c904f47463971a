import { fail, type LoanReview, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { loanReview } from './loanReview.js';
import { plainUsdt } from './loanView.js';
import { lockLoan } from './lockLoan.js';
import { type LoanRow, loans } from './schema.js';

/** admin/rejectLoan, on the staff action's transaction: the reason reaches the applicant, who may apply again. */
export async function rejectLoan(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string; reason: string }): Promise<Result<LoanReview>> {
  const reason = input.reason.trim();
  if (reason.length < 3) return fail('reason_required', { field: 'reason' });
  const rejected = await rollbackOnRefusal(db, async (tx): Promise<Result<LoanRow>> => {
    const loan = await lockLoan(tx, input.id);
    if (!loan) return fail('loan_unknown');
    if (loan.status !== 'unreviewed') return fail('already_reviewed');
    const [row] = await tx.update(loans).set({ status: 'rejected', rejectReason: reason, reviewedBy: input.staff }).where(eq(loans.id, loan.id)).returning();
    if (!row) throw new Error('loan update returned nothing');
    await postUserMessage(tx, clock, { userId: loan.userId, kind: 'loan_rejected', params: { amount: plainUsdt(BigInt(loan.principal)), reason } });
    return ok(row);
  });
  return rejected.ok ? ok(await loanReview(db, clock, rejected.value)) : rejected;
}
