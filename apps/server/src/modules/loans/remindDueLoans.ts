import { earnDayDate, loanSchedule } from '@veritex/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { postUserMessage } from '../messaging/index.js';
import { plainUsdt } from './loanView.js';
import { loans } from './schema.js';

const HOUR_MS = 3_600_000;
/** Reminders before the due instant: three days ahead, then one day ahead (the nearest threshold reached is the one sent). */
const REMIND_HOURS = [24, 72] as const;

/**
 * The `loans.due-reminders` job: each unsecured loan that is still owed and due within three days
 * gets a reminder, and another within the last day. The message's dedupe key (loan and threshold)
 * makes each reminder once, however often the job runs; a loan first seen inside the last day gets
 * only that one. Overdue loans get the overdue message instead (chargeDueLateFees).
 */
export async function remindDueLoans(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  const soon = await db
    .select()
    .from(loans)
    .where(and(eq(loans.status, 'loaned'), gt(loans.dueAt, now), lte(loans.dueAt, new Date(now.getTime() + (REMIND_HOURS.at(-1) ?? 0) * HOUR_MS))));
  let posted = 0;
  for (const loan of soon) {
    // A repayment voucher waiting for finance: the money was sent.
    if (!loan.dueAt || loan.dueDay === null || loan.voucherStatus === 'pending') continue;
    const hoursLeft = (loan.dueAt.getTime() - now.getTime()) / HOUR_MS;
    const threshold = REMIND_HOURS.find((hours) => hoursLeft <= hours);
    if (threshold === undefined) continue;
    const schedule = loanSchedule(BigInt(loan.principal), BigInt(loan.dailyRatePpm), loan.termDays, BigInt(loan.lateFeePpm));
    const sent = await postUserMessage(db, clock, {
      userId: loan.userId,
      kind: 'loan_due_soon',
      params: {
        contract_no: loan.contractNo ?? '',
        loan_id: String(loan.id),
        total: plainUsdt(schedule.totalRepayment),
        due_at: earnDayDate(loan.dueDay),
        late_fee: plainUsdt(schedule.lateFeePerDay),
      },
      dedupeKey: `loan_due:${loan.id}:${threshold}h`,
    });
    if (sent) posted += 1;
  }
  return posted;
}
