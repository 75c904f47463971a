import { earnDayDate, earnDayEnd, earnDayNumber, fail, type LoanReview, loanSchedule, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../ledger/index.js';
import { postUserMessage } from '../messaging/index.js';
import { exchangeAccount, LENDING_ACCOUNT, reserveLending } from './lendingAccount.js';
import { loanKeys } from './loanKeys.js';
import { loanReview } from './loanReview.js';
import { plainUsdt } from './loanView.js';
import { lockLoan } from './lockLoan.js';
import { type LoanRow, loans } from './schema.js';

/** `L` + the Hong Kong date of disbursement + the loan id: unique because the id is. */
export function contractNumber(loanId: bigint, startDay: number): string {
  return `L${earnDayDate(startDay).replaceAll('-', '')}${String(loanId).padStart(6, '0')}`;
}

/**
 * admin/approveLoan, on the staff action's transaction: an unreviewed loan is paid from the lending
 * account into the borrower's exchange account (refused with `lending_capacity` when the account,
 * checked under its lock, holds less), gets its contract number, and its term starts today (day 1
 * is the day of disbursement; the due date is the end of the term's last Hong Kong day).
 */
export async function approveLoan(db: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<LoanReview>> {
  const approved = await rollbackOnRefusal(db, (tx) => disburse(tx, clock, input));
  return approved.ok ? ok(await loanReview(db, clock, approved.value)) : approved;
}

async function disburse(tx: DbOrTx, clock: Clock, input: { id: bigint; staff: string }): Promise<Result<LoanRow>> {
  const loan = await lockLoan(tx, input.id);
  if (!loan) return fail('loan_unknown');
  if (loan.status !== 'unreviewed') return fail('already_reviewed');
  const principal = BigInt(loan.principal);
  const capacity = await reserveLending(tx, principal, [exchangeAccount(loan.userId)]);
  if (!capacity.ok) return capacity;
  const posted = await postEntries(tx, {
    reason: 'loan_disburse',
    actor: `staff:${input.staff}`,
    cause: { type: 'loan', id: String(loan.id) },
    idempotencyKey: loanKeys.disburse(loan.id),
    memo: `${plainUsdt(principal)} USDT for ${loan.termDays} days`,
    movements: [
      { account: LENDING_ACCOUNT, bucket: 'available', amount: -principal },
      { account: exchangeAccount(loan.userId), bucket: 'available', amount: principal },
    ],
  });
  if (!posted.ok) throw new Error('a disbursement cannot lack balance');
  const now = clock.now();
  const startDay = earnDayNumber(now);
  const dueDay = startDay + loan.termDays - 1;
  const [row] = await tx
    .update(loans)
    .set({
      status: 'loaned',
      contractNo: contractNumber(loan.id, startDay),
      approvedAt: now,
      startDay,
      dueDay,
      dueAt: earnDayEnd(dueDay),
      reviewedBy: input.staff,
    })
    .where(eq(loans.id, loan.id))
    .returning();
  if (!row) throw new Error('loan update returned nothing');
  const schedule = loanSchedule(principal, BigInt(loan.dailyRatePpm), loan.termDays, BigInt(loan.lateFeePpm));
  await postUserMessage(tx, clock, {
    userId: loan.userId,
    kind: 'loan_approved',
    params: {
      contract_no: row.contractNo ?? '',
      loan_id: String(row.id),
      amount: plainUsdt(principal),
      total: plainUsdt(schedule.totalRepayment),
      due_at: earnDayDate(dueDay),
    },
  });
  return ok(row);
}
