import { fail, type LoanView, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import type { ImageStore } from '../../platform/images.js';
import { isOpenLoan } from './loanStanding.js';
import { loanView } from './loanView.js';
import { lockLoan } from './lockLoan.js';
import { loans } from './schema.js';
import { storeLoanUpload } from './storeLoanUpload.js';

/**
 * web/repayLoanVoucher: the borrower paid elsewhere and uploads the certificate ("please upload the
 * repayment certificate"), checked and re-encoded like the documents. The loan waits for finance,
 * its debt reckoned at this moment; a rejected voucher leaves it owed and lets a new one be sent.
 */
export async function submitRepaymentVoucher(
  db: DbOrTx,
  images: ImageStore,
  clock: Clock,
  input: { userId: bigint; id: bigint; file: Buffer | undefined },
): Promise<Result<LoanView>> {
  const submitted = await rollbackOnRefusal(db, async (tx) => {
    const loan = await lockLoan(tx, input.id, input.userId);
    if (!loan) return fail('loan_unknown');
    if (!input.file || input.file.length === 0) return fail('loan_voucher_required', { field: 'voucher' });
    if (!isOpenLoan(loan)) return fail('loan_not_repayable');
    if (loan.voucherStatus === 'pending') return fail('loan_voucher_pending');
    const stored = await storeLoanUpload(tx, images, clock, { userId: input.userId, slot: 'voucher', file: input.file });
    if (!stored.ok) return stored;
    const [row] = await tx
      .update(loans)
      .set({ voucherId: stored.value.upload_id, voucherStatus: 'pending', voucherAt: clock.now(), voucherReason: null })
      .where(eq(loans.id, loan.id))
      .returning();
    if (!row) throw new Error('loan update returned nothing');
    return ok(row);
  });
  return submitted.ok ? ok(loanView(submitted.value, clock.now())) : submitted;
}
