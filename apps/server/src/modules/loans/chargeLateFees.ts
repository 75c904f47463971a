import { earnDayNumber } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { chargeDueLateFees } from './chargeDueLateFees.js';
import { isOpenLoan } from './loanStanding.js';
import { lockLoan } from './lockLoan.js';

/**
 * The late-fee job (jobs.ts `loans.late-fees`): every open loan is charged for each day past its
 * due date that has ended and is not charged yet, so a run after downtime catches up day by day
 * and a second run charges nothing. A loan whose repayment voucher waits for finance is left
 * alone: its debt stands at the voucher's time, and a rejected voucher is caught up on the next run.
 */
export async function chargeLateFees(db: Database, clock: Clock): Promise<{ loans: number; days: number }> {
  const now = clock.now();
  const lastEnded = earnDayNumber(now) - 1;
  const due = await db.execute<{ id: string }>(sql`
    select id::text from loans
    where status in ('loaned', 'overdue') and voucher_status is distinct from 'pending'
      and due_day + days_overdue < ${lastEnded}
    order by id`);
  let charged = 0;
  let days = 0;
  for (const { id } of due.rows) {
    const added = await db.transaction(async (tx) => {
      const loan = await lockLoan(tx, BigInt(id));
      if (!loan || !isOpenLoan(loan) || loan.voucherStatus === 'pending') return 0;
      const after = await chargeDueLateFees(tx, clock, loan, now);
      return after.daysOverdue - loan.daysOverdue;
    });
    if (added > 0) charged += 1;
    days += added;
  }
  return { loans: charged, days };
}
