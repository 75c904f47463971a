import type { LoanReview, LoanStatus, LoanVoucherStatus } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { loanReviews } from './loanReview.js';
import { loans } from './schema.js';

/** admin/loans: the review queue (by status) and the repayment vouchers (by voucher status), newest first. */
export async function listLoans(
  db: DbOrTx,
  clock: Clock,
  filter: { status?: LoanStatus; voucher?: LoanVoucherStatus; page: number; pageSize: number },
): Promise<{ items: LoanReview[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(loans.status, filter.status));
  if (filter.voucher) conditions.push(eq(loans.voucherStatus, filter.voucher));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loans)
      .where(where)
      .orderBy(desc(loans.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(loans).where(where),
  ]);
  return { items: await loanReviews(db, clock, rows), total: total?.value ?? 0 };
}
