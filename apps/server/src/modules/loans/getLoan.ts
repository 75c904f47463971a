import { earnDayDate, earnDayEnd, fail, type LateFeeCharge, type LoanView, lateFeePerDay, ok, type Result } from '@veritex/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { isOpenLoan, loanStanding } from './loanStanding.js';
import { loanView, usdt } from './loanView.js';
import { loanLateFees, loans } from './schema.js';

/**
 * web/getLoan (/repayment2): the loan with every late fee, one per day past due. Ended late days the
 * job has not charged yet are listed as owed from the day's end, as the payoff counts them.
 */
export async function getLoan(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint; id: bigint },
): Promise<Result<{ loan: LoanView; late_fees: LateFeeCharge[] }>> {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, input.id), eq(loans.userId, input.userId)));
  if (!loan) return fail('loan_unknown');
  const charged = await db.select().from(loanLateFees).where(eq(loanLateFees.loanId, loan.id)).orderBy(asc(loanLateFees.day));
  const now = clock.now();
  const fees: LateFeeCharge[] = charged.map((fee) => ({
    date: earnDayDate(fee.day),
    amount: usdt(BigInt(fee.amount)),
    charged_at: fee.chargedAt.toISOString(),
  }));
  if (isOpenLoan(loan)) {
    const perDay = usdt(lateFeePerDay(BigInt(loan.principal), BigInt(loan.lateFeePpm)));
    for (const day of loanStanding(loan, now).unchargedLateDays)
      fees.push({ date: earnDayDate(day), amount: perDay, charged_at: earnDayEnd(day).toISOString() });
  }
  return ok({ loan: loanView(loan, now), late_fees: fees });
}
