import type { LoanStatus, LoanView } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { loanView } from './loanView.js';
import { loans } from './schema.js';

/** web/lendMy: the user's loans, newest first, each with what repaying now takes. */
export async function listUserLoans(
  db: DbOrTx,
  clock: Clock,
  input: { userId: bigint; status?: LoanStatus; page: number; pageSize: number },
): Promise<{ items: LoanView[]; total: number }> {
  const conditions: SQL[] = [eq(loans.userId, input.userId)];
  if (input.status) conditions.push(eq(loans.status, input.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loans)
      .where(where)
      .orderBy(desc(loans.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(loans).where(where),
  ]);
  const now = clock.now();
  return { items: rows.map((row) => loanView(row, now)), total: total?.value ?? 0 };
}
