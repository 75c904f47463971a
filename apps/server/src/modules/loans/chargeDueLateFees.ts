import { lateFeePerDay } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { postUserMessage } from '../messaging/index.js';
import { unchargedLateDays } from './loanStanding.js';
import { plainUsdt } from './loanView.js';
import { type LoanRow, loans } from './schema.js';

/**
 * Charges a locked open loan the late fee of every day past its due date that ended by `asOf` and
 * is not charged yet: one loan_late_fees row per (loan, day), so charging twice charges once. The
 * first late day makes the loan overdue and tells the borrower.
 *
 * A late fee is a claim on the borrower, not a posting: a receivable is not a user balance (user
 * buckets never go negative), so the ledger moves the fees only when the loan is repaid, together
 * with the principal and interest, into lending income.
 */
export async function chargeDueLateFees(tx: DbOrTx, clock: Clock, loan: LoanRow, asOf: Date): Promise<LoanRow> {
  const days = unchargedLateDays(loan, asOf);
  if (days.length === 0) return loan;
  const perDay = lateFeePerDay(BigInt(loan.principal), BigInt(loan.lateFeePpm));
  const inserted = await tx.execute<{ day: number }>(sql`
    insert into loan_late_fees (loan_id, day, amount, charged_at)
    select ${loan.id}, day, ${perDay.toString()}::numeric, ${clock.now().toISOString()}::timestamptz
    from unnest(${pgArray(days)}::int[]) as day
    on conflict do nothing
    returning day`);
  const charged = inserted.rows.length;
  if (charged === 0) return loan;
  const [row] = await tx
    .update(loans)
    .set({
      lateFees: sql`${loans.lateFees} + ${(perDay * BigInt(charged)).toString()}::numeric`,
      daysOverdue: sql`${loans.daysOverdue} + ${charged}`,
      status: 'overdue',
    })
    .where(eq(loans.id, loan.id))
    .returning();
  if (!row) throw new Error('loan update returned nothing');
  if (loan.status === 'loaned') {
    await postUserMessage(tx, clock, {
      userId: loan.userId,
      kind: 'loan_overdue',
      params: { contract_no: loan.contractNo ?? '', loan_id: String(loan.id), late_fee: plainUsdt(perDay) },
    });
  }
  return row;
}
